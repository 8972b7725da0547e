import { chmodSync, existsSync, rmSync } from "node:fs"
import { createConnection, createServer } from "node:net"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { BackupRefused, type BackupManifest } from "./backup-manifest"
import { takeBackup, type BackupSource } from "./take-backup"

/**
 * `npm run backup` beside a running product on PGlite: PGlite's files belong to the one process that
 * opened them (eventstore's data-dir lock), and a copy of them taken while it writes can be torn.
 * So the running product takes the backup itself when asked through a Unix socket in its data dir,
 * readable and writable by the data dir's owner only: whoever may connect could read the data dir
 * (its jwt-secret included) anyway, so the socket gives no one more than they have.
 * One request a connection: a JSON line `{"out": "<absolute path>"}`; answers `{"progress":[done,total]}`
 * lines, then `{"manifest":…}` or `{"refused":"<sentence>"}`.
 */
export const BACKUP_DOOR_FILE = "backup.sock"

/** Opens the door (a stale socket of a crashed process goes first: this process holds the data dir); the close to call on stop. */
export const openBackupDoor = async (source: BackupSource, log: (line: string) => void): Promise<() => Promise<void>> => {
  const path = join(source.dataDir, BACKUP_DOOR_FILE)
  rmSync(path, { force: true })
  const server = createServer((socket) => {
    socket.on("error", () => undefined)
    const lines = createInterface({ input: socket })
    lines.once("line", (line) => {
      lines.close()
      const answer = (message: unknown) => socket.write(`${JSON.stringify(message)}\n`)
      let out: unknown
      try {
        out = (JSON.parse(line) as { out?: unknown }).out
      } catch {
        out = undefined
      }
      if (typeof out !== "string" || !out.startsWith("/")) {
        answer({ refused: "The request names no absolute path to write the backup to." })
        socket.end()
        return
      }
      if (existsSync(out)) {
        answer({ refused: `${out} exists already: name a new file (a backup never overwrites one).` })
        socket.end()
        return
      }
      let last = 0
      takeBackup(source, out, (done, total) => {
        if (Date.now() - last < 200 && done < total) return
        last = Date.now()
        answer({ progress: [done, total] })
      }).then(
        (manifest) => {
          log(`backup: ${out} (position ${manifest.position}, ${manifest.counts.events} events)`)
          answer({ manifest })
          socket.end()
        },
        (failure: unknown) => {
          answer({ refused: failure instanceof Error ? failure.message : String(failure) })
          socket.end()
        }
      )
    })
  })
  const opened = await new Promise<boolean>((resolve) => {
    server.once("error", (failure) => {
      // a data dir path too long for a socket's name: the product runs; `npm run backup` asks it to stop first
      log(`backup: no backup door at ${path} (${(failure as NodeJS.ErrnoException).code ?? String(failure)}); stop the product to back it up`)
      resolve(false)
    })
    server.listen({ path, readableAll: false, writableAll: false }, () => {
      // connecting needs write permission on the socket: the owner's only, whatever the umask
      chmodSync(path, 0o600)
      resolve(true)
    })
  })
  if (!opened) return async () => undefined
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      rmSync(path, { force: true })
    })
}

/** Asks the product running on `dataDir` to write a backup to `out`; rejects with BackupRefused in words. */
export const askRunningProduct = (dataDir: string, out: string, onProgress?: (done: number, total: number) => void): Promise<BackupManifest> =>
  new Promise((resolve, reject) => {
    const path = join(dataDir, BACKUP_DOOR_FILE)
    const socket = createConnection({ path })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      outcome()
    }
    socket.on("error", (failure: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          new BackupRefused({
            reason: `The product holding ${dataDir} does not answer at ${path} (${failure.code ?? failure.message}): is it a version without a backup door? Stop it and run the backup again.`
          })
        )
      )
    )
    socket.on("connect", () => socket.write(`${JSON.stringify({ out })}\n`))
    const lines = createInterface({ input: socket })
    lines.on("line", (line) => {
      const message = JSON.parse(line) as { progress?: [number, number]; manifest?: BackupManifest; refused?: string }
      if (message.progress) onProgress?.(...message.progress)
      if (message.manifest) settle(() => resolve(message.manifest!))
      if (message.refused !== undefined) settle(() => reject(new BackupRefused({ reason: message.refused! })))
    })
    socket.on("close", () =>
      settle(() => reject(new BackupRefused({ reason: `The product holding ${dataDir} closed the backup door before the backup was complete.` })))
    )
  })
