import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/** Issue 24 item 10: a picture's pixels are capped before anything decodes it (its header says how many). */

let app: TestApp
let admin: string
let woodTypeId: string

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
/** A PNG's signature and IHDR declaring width × height: a few bytes, whatever they declare. */
const pngHeader = (width: number, height: number) =>
  Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...be32(width),
    ...be32(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0
  ])

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const created = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule" } })
  woodTypeId = ((await created.json()) as { id: string }).id
})
afterAll(async () => app?.close())

describe("a picture's declared pixels", () => {
  const uploads = (bytes: Uint8Array<ArrayBuffer>) => [
    app.api("/users/profile/avatar?name=me.png", { method: "POST", token: admin, body: bytes, headers: { "content-type": "application/octet-stream" } }),
    app.api(`/factory/wood-types/${woodTypeId}/image?name=mvule.png`, {
      method: "POST",
      token: admin,
      body: bytes,
      headers: { "content-type": "application/octet-stream" }
    })
  ]

  it("given a PNG declaring 60,000 × 60,000 pixels as the avatar or a wood type's image, then 422 saying so, and nothing is stored", async () => {
    for (const answer of await Promise.all(uploads(pngHeader(60_000, 60_000)))) {
      expect(answer.status).toBe(422)
      expect(((await answer.json()) as { message: string }).message).toBe("The picture has too many pixels: at most 8,192 on a side and 16 megapixels in all")
    }
    const me = (await (await app.api("/auth/me", { token: admin })).json()) as { avatar_url?: string | null }
    expect(me.avatar_url ?? null).toBeNull()
  })

  it("given a PNG of 1,200 × 800 pixels, then it is taken", async () => {
    for (const answer of await Promise.all(uploads(pngHeader(1_200, 800)))) expect(answer.status).toBe(200)
  })
})
