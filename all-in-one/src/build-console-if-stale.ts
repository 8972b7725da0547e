import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { consoleBuildReason, consoleSourceHash, recordConsoleBuild } from "./console-build-stamp"

/**
 * `npm start`'s first step: builds the console only when its sources changed since the last build
 * (or it was never built); otherwise the start reuses console/dist at once. CONSOLE_REBUILD=1
 * builds whatever the record says.
 */
const repoRoot = join(import.meta.dirname, "..", "..")
const sourceHash = consoleSourceHash(repoRoot)
const reason = process.env.CONSOLE_REBUILD === "1" ? "CONSOLE_REBUILD=1" : consoleBuildReason(repoRoot, sourceHash)
if (reason === null) {
  console.log("Console: up to date with its sources, reusing console/dist (CONSOLE_REBUILD=1 forces a build)")
} else {
  console.log(`Console: building (${reason})`)
  const built = spawnSync("npm", ["run", "build", "-w", "console"], { cwd: repoRoot, stdio: "inherit" })
  if (built.status !== 0) process.exit(built.status ?? 1)
  recordConsoleBuild(repoRoot, sourceHash)
}
