/**
 * The product as a user runs it, `npm start` in a process of its own, loaded over HTTP from this
 * one with a lean keep-alive `node:http` client, as an outside load tool (the issue's own figures
 * were taken that way) would. Measured in session 7: fetch in the product's own process cost
 * about as much CPU per create as the product itself (13 ms of process CPU per create against
 * 4–6 ms in the product's process alone) and took it from the product on these 2 cores.
 */
import { fork } from "node:child_process"
import http from "node:http"
import { lotCreateBody } from "./bench-app"

interface Ready {
  readonly url: string
  readonly token: string
  readonly woodTypeId: string
}

export const startProductProcess = async (options: { readonly projectionsInThread?: boolean } = {}) => {
  const child = fork(new URL("./product-child.ts", import.meta.url).pathname, [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, PRODUCT_PROJECTIONS_THREAD: options.projectionsInThread === false ? "off" : "on" },
    stdio: ["ignore", "ignore", "inherit", "ipc"]
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message) => resolve(message as Ready))
    child.once("exit", (code) => reject(new Error(`the product's process ended (${code}) before it was ready`)))
  })
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const { hostname, port } = new URL(ready.url)
  const send = (method: string, path: string, body?: unknown) =>
    new Promise<number>((resolve, reject) => {
      const json = body === undefined ? "" : JSON.stringify(body)
      const request = http.request(
        {
          hostname,
          port,
          path: `/api${path}`,
          method,
          agent,
          headers: {
            ...(body === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(json) }),
            authorization: `Bearer ${ready.token}`
          }
        },
        (response) => {
          response.resume()
          response.on("end", () => resolve(response.statusCode ?? 0))
        }
      )
      request.on("error", reject)
      request.end(json)
    })
  const post = (path: string, body: unknown) => send("POST", path, body)
  return {
    /** Any call as the signed-in admin; its answer's status. */
    send,
    /** A LOT create; its answer's status. */
    createLot: (lotNumber: string) => post("/management/wood-receipts", lotCreateBody(ready.woodTypeId, lotNumber)),
    /** The product's process CPU so far. */
    cpu: () =>
      new Promise<NodeJS.CpuUsage>((resolve) => {
        child.once("message", (message) => resolve((message as { cpu: NodeJS.CpuUsage }).cpu))
        child.send("cpu")
      }),
    /** The lags noted since the last call (ms from a LotCreated's recording to its read-model commit), and the product's CPU so far. */
    lags: () =>
      new Promise<{ lags: number[]; cpu: NodeJS.CpuUsage }>((resolve) => {
        child.once("message", (message) => resolve(message as { lags: number[]; cpu: NodeJS.CpuUsage }))
        child.send("lags")
      }),
    /** Every LotCreated the LOT read model committed since the last call: [position, recorded at, committed at] (ms). */
    projected: () =>
      new Promise<Array<[string, number, number]>>((resolve) => {
        child.once("message", (message) => resolve((message as { projected: Array<[string, number, number]> }).projected))
        child.send("projected")
      }),
    url: ready.url,
    token: ready.token,
    close: async () => {
      agent.destroy()
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.send("close")
      await exited
    }
  }
}
