import { fork } from "node:child_process"
import http from "node:http"
import { threadTimes, type ThreadTimes } from "./threads"

const CALL_SECONDS = Number(process.env.BENCH_GROWTH_CALL_SECONDS ?? 180)

export interface Answer {
  readonly status: number
  readonly ms: number
  readonly position: string | null
  readonly text: string
}

export type Request = (method: string, path: string, options?: { readonly token?: string; readonly body?: unknown }) => Promise<Answer>

/**
 * The product on `schema` in a process of its own, loaded from this one with a lean keep-alive
 * `node:http` client (bench/README.md says why the load comes from outside).
 */
export const startGrowthProduct = async (schema: string) => {
  const forkedAt = performance.now()
  const child = fork(new URL("./product-child.ts", import.meta.url).pathname, [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, GROWTH_SCHEMA: schema },
    stdio: ["ignore", "ignore", "inherit", "ipc"]
  })
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    child.once("message", (message) => resolve(message as { url: string }))
    child.once("exit", (code) => reject(new Error(`the product's process ended (${code}) before it was ready`)))
  })
  /** From the fork to its server listening (migrations, the admin's seed, the services built). */
  const startSeconds = (performance.now() - forkedAt) / 1000
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const { hostname, port } = new URL(url)
  const request: Request = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const json = options.body === undefined ? "" : JSON.stringify(options.body)
      const started = performance.now()
      const sent = http.request(
        {
          hostname,
          port,
          path: `/api${path}`,
          method,
          agent,
          headers: {
            ...(options.body === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(json) }),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {})
          }
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              ms: performance.now() - started,
              position: (response.headers["x-event-position"] as string | undefined) ?? null,
              text: Buffer.concat(chunks).toString("utf8")
            })
          )
        }
      )
      // one call that never answers must not hold the run: it fails after CALL_SECONDS
      sent.setTimeout(CALL_SECONDS * 1000, () => sent.destroy(new Error(`${method} ${path}: no answer in ${CALL_SECONDS} s`)))
      sent.on("error", reject)
      sent.end(json)
    })
  return {
    startSeconds,
    request,
    /** The product's process CPU so far (its projections' thread included), by thread, its resident memory and its main thread's V8 heap in use. */
    usage: () =>
      new Promise<{ cpu: NodeJS.CpuUsage; rss: number; heapUsed: number; threads: ThreadTimes }>((resolve) => {
        child.once("message", (message) =>
          resolve({ ...(message as { cpu: NodeJS.CpuUsage; rss: number; heapUsed: number }), threads: threadTimes(child.pid!) })
        )
        child.send("usage")
      }),
    pid: child.pid!,
    /** Profiles the product's main thread while `during` runs, into `file` (a .cpuprofile DevTools opens). */
    profiled: async <A>(file: string, during: () => Promise<A>): Promise<A> => {
      const ask = (message: unknown) =>
        new Promise<void>((resolve) => {
          child.once("message", () => resolve())
          child.send(message as string)
        })
      await ask("profile-start")
      try {
        return await during()
      } finally {
        await ask({ profileTo: file })
      }
    },
    /** Writes the product's main-thread heap snapshot to `file`. */
    heapSnapshot: (file: string) =>
      new Promise<void>((resolve) => {
        child.once("message", () => resolve())
        child.send({ heapSnapshotTo: file })
      }),
    close: async () => {
      agent.destroy()
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.send("close")
      await exited
    }
  }
}

export type GrowthProduct = Awaited<ReturnType<typeof startGrowthProduct>>
