import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/** BENCHMARKS.md at the repository's root: newest section first, under its header. */
export const BENCHMARKS_FILE = join(import.meta.dirname, "../../BENCHMARKS.md")

/** Puts `section` (a "## …" section) first in BENCHMARKS.md, above every earlier run. */
export const prependToBenchmarks = (section: string) => {
  let previous = ""
  try {
    previous = readFileSync(BENCHMARKS_FILE, "utf8").replace(/^# Benchmarks\n+[\s\S]*?(?=## )/, "")
  } catch {}
  writeFileSync(
    BENCHMARKS_FILE,
    `# Benchmarks\n\nWritten by \`npm run bench\` (bench/src/run.ts); newest first. Figures, not targets: no test asserts them.\n\n${section}\n${previous}`
  )
}
