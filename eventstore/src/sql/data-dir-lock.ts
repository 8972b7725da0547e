import { Data } from "effect"
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs"
import { dirname } from "node:path"

/**
 * PGlite keeps its database in one process's memory and writes its files back on its own
 * schedule: a second process (a second `npm start`, or `npm run admin` while the product runs)
 * opening the same data dir succeeds, and whichever writes last silently drops the other's
 * events. So the data dir is claimed with a file naming the process that holds it.
 */
export class DataDirInUse extends Data.TaggedError("DataDirInUse")<{ readonly dataDir: string; readonly pid: number }> {
  override get message() {
    return `The data in ${this.dataDir} is open in another process (pid ${this.pid}): stop it first — PGlite's files belong to one process at a time.`
  }
}

const held = new Set<string>()

const lockFileOf = (dataDir: string) => `${dataDir}.lock`

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (failure) {
    // EPERM: it exists, under another user
    return (failure as NodeJS.ErrnoException).code === "EPERM"
  }
}

const holderOf = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, "utf8").trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** Claims `dataDir` for this process; the release to call once the database is closed. Throws DataDirInUse. */
export const claimDataDir = (dataDir: string): (() => void) => {
  const file = lockFileOf(dataDir)
  if (held.has(file)) throw new DataDirInUse({ dataDir, pid: process.pid })
  mkdirSync(dirname(file), { recursive: true })
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx")
      writeSync(fd, String(process.pid))
      closeSync(fd)
      break
    } catch (failure) {
      if ((failure as NodeJS.ErrnoException).code !== "EEXIST") throw failure
      const pid = holderOf(file)
      // a holder that died without releasing (a crash, a kill -9) leaves its file behind
      if (attempt === 0 && (pid === null || (pid !== process.pid && !alive(pid)))) {
        unlinkSync(file)
        continue
      }
      throw new DataDirInUse({ dataDir, pid: pid ?? 0 })
    }
  }
  held.add(file)
  return () => {
    if (!held.delete(file)) return
    try {
      unlinkSync(file)
    } catch {
      // already gone: nothing to release
    }
  }
}
