import { execFile } from "node:child_process"
import { resolve } from "node:path"

const ROOT = resolve(import.meta.dirname, "../../..")

export interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/**
 * `npm run <script> -- <args>` (admin, backup, restore) as an operator types it at the repository's
 * root, with the environment given. Up to 4 minutes: npm, tsx and the migrations took over one on a
 * loaded CI machine, and a killed child reads as exit 1 with nothing printed.
 */
export const runProductCli = (script: "admin" | "backup" | "restore", args: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<Run>((done) => {
    const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, DATA_DIR: _dir, EVENTSTORE_URL: _esdb, JWT_SECRET: _jwt, ...inherited } = process.env
    execFile("npm", ["run", "--silent", script, "--", ...args], { cwd: ROOT, env: { ...inherited, ...env }, timeout: 240_000 }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr })
    )
  })

/** `npm run admin -- <args>`. */
export const runAdminCli = (args: ReadonlyArray<string>, env: Record<string, string>) => runProductCli("admin", args, env)
