import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, relative, sep } from "node:path"

/**
 * What the console's build is made from: its own folder (sources, html, public files, Vite
 * configs, build plugins, package.json), the contracts and domain code it bundles, and the lock
 * file that fixes every library's version. Tests and what a build writes are not inputs.
 */
export const CONSOLE_BUILD_INPUTS = ["console", "contracts/src", "domain/src", "package-lock.json"] as const
const NOT_INPUTS = new Set(["node_modules", "dist", "dist-types"])
const isTest = (name: string) => /\.spec\.tsx?$/.test(name)

/** Where `npm start` remembers the sources of the console it last built (a cache, never served). */
export const STAMP_PATH = join("node_modules", ".cache", "timber-works", "console-sources.sha256")
/** The files a usable build always has: the console's shell and the public page. */
const BUILT = [join("console", "dist", "index.html"), join("console", "dist", "coming-soon.html")]

const filesUnder = (path: string): string[] => {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .filter((name) => !NOT_INPUTS.has(name) && !isTest(name))
    .flatMap((name) => filesUnder(join(path, name)))
}

/** One hash of every input's path and bytes: the same sources give the same hash on any machine. */
export const consoleSourceHash = (repoRoot: string): string => {
  const hash = createHash("sha256")
  const files = CONSOLE_BUILD_INPUTS.flatMap((input) => filesUnder(join(repoRoot, input)))
    .map((file) => ({ file, name: relative(repoRoot, file).split(sep).join("/") }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const { file, name } of files) {
    hash.update(name)
    hash.update("\0")
    hash.update(readFileSync(file))
    hash.update("\0")
  }
  return hash.digest("hex")
}

/**
 * Why the console must be built before starting, or null when console/dist was built from the
 * sources as they are now (every start rebuilt it, 7 to 26 s).
 */
export const consoleBuildReason = (repoRoot: string, sourceHash: string = consoleSourceHash(repoRoot)): string | null => {
  if (BUILT.some((file) => !existsSync(join(repoRoot, file)))) return "the console has not been built yet"
  const stamp = join(repoRoot, STAMP_PATH)
  if (!existsSync(stamp)) return "no record of the sources of the present build"
  return readFileSync(stamp, "utf8").trim() === sourceHash ? null : "the console's sources changed since it was built"
}

/** Records that console/dist is the build of these sources (after the build succeeded). */
export const recordConsoleBuild = (repoRoot: string, sourceHash: string) => {
  const stamp = join(repoRoot, STAMP_PATH)
  mkdirSync(dirname(stamp), { recursive: true })
  writeFileSync(stamp, `${sourceHash}\n`)
}
