import { spawn, type ChildProcess } from "node:child_process"
import { resolve } from "node:path"

const ROOT = resolve(import.meta.dirname, "../../..")
/** The variables a test process has that its child must get from the test alone. */
// LOG_LEVEL: the test runner's is silent; a child logs as `npm start` does, and says so when it listens
const NOT_INHERITED = ["DATABASE_URL", "DATABASE_SCHEMA", "PORT", "DATA_DIR", "JWT_SECRET", "LOG_LEVEL"]

export interface StartedProcess {
  readonly child: ChildProcess
  /** Where it listens; a process that serves no HTTP (the projections) answers "". */
  readonly url: string
  /** Everything it printed so far (for a failure's message). */
  readonly output: () => string
}

/**
 * Starts `main` (a path from the repository root) as its own Node process, as `npm start` or
 * docker-compose would, and resolves once it says it listens (or, for the projections, that it
 * runs). Every child is pushed onto `started`, for the test's afterAll to kill.
 */
export const startServiceProcess = (main: string, env: Record<string, string | undefined>, started: ChildProcess[], timeoutMs = 150_000) =>
  new Promise<StartedProcess>((resolveStart, reject) => {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_INHERITED.includes(name)))
    const child = spawn(process.execPath, ["--import", "tsx", main], { cwd: ROOT, env: { ...inherited, PORT: "0", ...env }, stdio: ["ignore", "pipe", "pipe"] })
    started.push(child)
    let output = ""
    const timer = setTimeout(() => reject(new Error(`${main} did not start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /(?:running|listening) on (http:\/\/[^\s"]+)/.exec(output)?.[1] ?? (/^projections running/m.test(output) ? "" : undefined)
      if (url !== undefined) {
        clearTimeout(timer)
        resolveStart({ child, url, output: () => output })
      }
    }
    child.stdout?.on("data", read)
    child.stderr?.on("data", read)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`${main} ended (${code}) before it listened:\n${output}`))
    })
  })
