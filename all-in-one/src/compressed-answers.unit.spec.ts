import { createServer, request, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { brotliDecompressSync } from "node:zlib"
import { afterEach, describe, expect, it } from "vitest"
import { compressAnswer } from "./compressed-answers"
import { COMPRESS_MIN_BYTES } from "./content-encoding"

let server: Server | null = null
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server whose handler writes as the services' Node handler does, after `compressAnswer`; the answer as it crossed the wire. */
const answered = async (write: (res: import("node:http").ServerResponse) => void) => {
  server = createServer((req, res) => {
    compressAnswer(req, res)
    write(res)
  })
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", path: "/api/x", headers: { "accept-encoding": "br" } }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on("error", reject)
    req.end()
  })
}

describe("an API answer on its way out of the all-in-one", () => {
  it("given a large JSON answer written whole, then it leaves compressed, with its length and the vary header", async () => {
    const json = JSON.stringify({ words: Array.from({ length: COMPRESS_MIN_BYTES }, (_, i) => i) })
    const answer = await answered((res) => {
      res.writeHead(200, { "content-type": "application/json" })
      res.end(Buffer.from(json))
    })
    expect(answer.headers["content-encoding"]).toBe("br")
    expect(answer.headers["vary"]).toBe("accept-encoding")
    expect(brotliDecompressSync(answer.body).toString()).toBe(json)
  })

  it("given an answer written in parts, then its head leaves with the first part, as it is", async () => {
    const answer = await answered((res) => {
      res.writeHead(200, { "content-type": "text/plain", "x-part": "head" })
      res.write("first ")
      res.end("second")
    })
    expect(answer.headers["x-part"]).toBe("head")
    expect(answer.headers["content-encoding"]).toBeUndefined()
    expect(answer.body.toString()).toBe("first second")
  })
})
