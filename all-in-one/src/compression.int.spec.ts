import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { COMPRESS_MIN_BYTES } from "./content-encoding"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let consoleDir: string
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))}\n`

beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), "timber-console-"))
  mkdirSync(join(consoleDir, "assets"))
  writeFileSync(join(consoleDir, "index.html"), `<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script>`)
  // the build writes the compressed copies beside each file (console/build/precompress.ts)
  writeFileSync(join(consoleDir, "assets/app-1a2b3c.js"), script)
  writeFileSync(join(consoleDir, "assets/app-1a2b3c.js.br"), brotliCompressSync(script))
  writeFileSync(join(consoleDir, "assets/app-1a2b3c.js.gz"), gzipSync(script))
  writeFileSync(join(consoleDir, "assets/logo-9f8e7d.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  app = await startTestApp({ consoleDir })
})
afterAll(async () => {
  await app?.close()
  rmSync(consoleDir, { recursive: true, force: true })
})

/** The bytes as they cross the wire (fetch would decompress them and hide the encoding). */
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${app.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on("error", reject)
    req.end()
  })

describe("the console's files, compressed at build time", () => {
  it("given a browser that accepts brotli, when it loads a hashed script, then it gets the brotli copy, cached for a year as immutable", async () => {
    const answer = await raw("/assets/app-1a2b3c.js", { "accept-encoding": "gzip, deflate, br, zstd" })
    expect(answer.status).toBe(200)
    expect(answer.headers["content-encoding"]).toBe("br")
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(answer.headers["vary"]).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
    expect(answer.body.length).toBeLessThan(script.length / 3)
  })

  it("given a browser that accepts gzip only, then it gets the gzip copy", async () => {
    const answer = await raw("/assets/app-1a2b3c.js", { "accept-encoding": "gzip, br;q=0" })
    expect(answer.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(answer.body).toString()).toBe(script)
  })

  it("given a client that accepts no encoding, then it gets the file as built", async () => {
    const answer = await raw("/assets/app-1a2b3c.js")
    expect(answer.headers["content-encoding"]).toBeUndefined()
    expect(answer.body.toString()).toBe(script)
  })

  it("given a file the build did not compress (an image), then it goes as it is, still immutable", async () => {
    const answer = await raw("/assets/logo-9f8e7d.png", { "accept-encoding": "br, gzip" })
    expect(answer.headers["content-encoding"]).toBeUndefined()
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect([...answer.body]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })

  it("given the page itself (and any route, by history fallback), then the browser revalidates it every time, so a new build shows at once", async () => {
    for (const path of ["/", "/login", "/dashboard/management/wood-receipt"]) {
      const answer = await raw(path, { "accept-encoding": "br, gzip" })
      expect(answer.headers["cache-control"]).toBe("no-cache")
      expect(answer.body.toString()).toContain('<div id="root">')
    }
  })
})

describe("the API's JSON, compressed per answer", () => {
  it(`given an answer of at least ${COMPRESS_MIN_BYTES} bytes and a client that accepts brotli, then it comes compressed and decodes to the same JSON`, async () => {
    const plain = await raw("/api/docs")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES)
    const br = await raw("/api/docs", { "accept-encoding": "gzip, deflate, br" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["vary"]).toMatch(/accept-encoding/i)
    expect(br.headers["content-security-policy"]).toBeDefined()
    expect(Number(br.headers["content-length"])).toBe(br.body.length)
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()))
    expect(br.body.length).toBeLessThan(plain.body.length / 4)
    const gz = await raw("/api/docs", { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()))
  })

  it("given a signed-in user's list read, then it is compressed like any other large answer and fetch reads it transparently", async () => {
    const token = await app.login()
    let position = "0"
    for (let i = 0; i < 15; i++) {
      const created = await app.api("/factory/wood-types", { method: "POST", token, json: { name: `Mvule ${i}` } })
      expect(created.status).toBe(201)
      position = created.headers.get("x-event-position") ?? position
    }
    // both reads wait for all fifteen: the two answers compared must be of the same list
    const answer = await raw("/api/factory/wood-types", { authorization: `Bearer ${token}`, "accept-encoding": "br", "x-min-position": position })
    expect(answer.status).toBe(200)
    expect(answer.headers["content-encoding"]).toBe("br")
    const body = brotliDecompressSync(answer.body)
    expect(body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES)
    const plain = await app.api("/factory/wood-types", { token, headers: { "x-min-position": position } })
    expect(JSON.stringify(await plain.json())).toBe(JSON.stringify(JSON.parse(body.toString())))
  })

  it(`given an answer under ${COMPRESS_MIN_BYTES} bytes, then it goes uncompressed: compressing it would cost more than it saves`, async () => {
    const answer = await raw("/api/health", { "accept-encoding": "br, gzip" })
    expect(answer.status).toBe(200)
    expect(answer.body.length).toBeLessThan(COMPRESS_MIN_BYTES)
    expect(answer.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: "ok" })
  })

  it("given an error answer from the command service, then it stays readable JSON with its status", async () => {
    const answer = await raw("/api/auth/me", { "accept-encoding": "br" })
    expect(answer.status).toBe(401)
    const body = answer.headers["content-encoding"] === "br" ? brotliDecompressSync(answer.body) : answer.body
    expect(JSON.parse(body.toString())).toMatchObject({ error: expect.any(String) })
  })
})
