import { AssetMessages, ImageMessages, ProductSearchMessages, type AssetCategory, type AssetImageStored, type ProductSearchAnswer } from "@timber/contracts"
import { createHash } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { staffOfEveryRole } from "./testing/staff-of-every-role"

/**
 * The asset form's server calls over HTTP (issue 29 item 2; administration spec section 7
 * "Assets"): upload-image, upload-image-url and search-product by every role (ADMIN and MANAGER
 * may, USER may not, nobody signed out), the stored picture served to readers, and the URL fetch
 * refusing internal addresses with the one sentence of section 8. The fetch's own refusals
 * (redirects, DNS names, rebinding, caps) are proved in command-service/src/storage/remote-image.int.spec.ts.
 */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64")
const ROLES = ["ADMIN", "MANAGER", "USER"] as const
let app: HandWired
let internal: Server
let internalPort = 0
let internalHits = 0
const tokens: Record<string, string> = {}

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const as = (who: string | null, method: string, path: string, body?: unknown) => app.api(method, path, { token: who ? tokens[who] : undefined, json: body })
const upload = (who: string | null, bytes: Uint8Array, query = "?name=saw.png&categoryName=Power%20tools") => {
  const headers = new Headers({ "content-type": "application/octet-stream" })
  if (who) headers.set("authorization", `Bearer ${tokens[who]}`)
  return app.commands.handle(
    new Request(`http://timber.test/api/assets/upload-image${query}`, { method: "POST", headers, body: new Blob([bytes as Uint8Array<ArrayBuffer>]) })
  )
}

beforeAll(async () => {
  internal = createServer((_request, response) => {
    internalHits++
    response.writeHead(200, { "content-type": "image/png" })
    response.end(PNG)
  })
  internalPort = await new Promise<number>((resolve) => internal.listen(0, "127.0.0.1", () => resolve((internal.address() as AddressInfo).port)))
  app = await wireByHand()
  const staff = await staffOfEveryRole(app)
  Object.assign(tokens, staff.tokens)
}, 120_000)
afterAll(async () => {
  internal?.closeAllConnections()
  await new Promise((r) => internal?.close(r))
  await app?.close()
})

describe("asset pictures over HTTP", () => {
  it("upload-image: ADMIN and MANAGER store a PNG and get its address, USER 403, signed out 401; every reader gets the picture back", async () => {
    const statuses: Record<string, number> = {}
    let imageUrl = ""
    for (const role of ROLES) {
      const answer = await upload(role, PNG)
      statuses[role] = answer.status
      if (answer.status === 200) {
        const body = await json<AssetImageStored>(answer)
        expect(body.success).toBe(true)
        imageUrl = body.imageUrl
      } else if (role !== "USER") expect.fail(`${role}: ${answer.status} ${await answer.text()}`)
    }
    expect(statuses).toEqual({ ADMIN: 200, MANAGER: 200, USER: 403 })
    expect((await upload(null, PNG)).status).toBe(401)
    expect(imageUrl).toMatch(/^\/api\/assets\/images\/asset-image-[0-9a-f]{64}$/)
    for (const role of ROLES) {
      const picture = await as(role, "GET", imageUrl.replace(/^\/api/, ""))
      expect(picture.status, role).toBe(200)
      expect(picture.headers.get("content-type")).toBe("image/png")
      expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG)
    }
    expect((await as(null, "GET", imageUrl.replace(/^\/api/, ""))).status).toBe(401)
  })

  it("upload-image as section 7 sends it, a multipart form with file and categoryName: stored and served like the bytes alone; a form without a file 400; the avatar route still refuses a form (415)", async () => {
    const send = (path: string, form: FormData) =>
      app.commands.handle(new Request(`http://timber.test/api${path}`, { method: "POST", headers: { authorization: `Bearer ${tokens.MANAGER}` }, body: form }))
    const form = new FormData()
    form.set("file", new File([PNG], "bandsaw.png", { type: "image/png" }))
    form.set("categoryName", "Power tools")
    const answer = await send("/assets/upload-image", form)
    expect(answer.status, await answer.clone().text()).toBe(200)
    const body = await json<AssetImageStored>(answer)
    expect(body).toMatchObject({ success: true, imageUrl: expect.stringMatching(/^\/api\/assets\/images\/asset-image-[0-9a-f]{64}$/) })
    const picture = await as("USER", "GET", body.imageUrl.replace(/^\/api/, ""))
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG)
    const empty = new FormData()
    empty.set("categoryName", "Power tools")
    const refused = await send("/assets/upload-image", empty)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe("Choose a picture to upload")
    expect((await send("/users/profile/avatar", form)).status).toBe(415)
  })

  it("upload-image: a page that is not a picture is refused with the products' sentence; only asset pictures are served at the asset address", async () => {
    const html = await upload("ADMIN", new TextEncoder().encode("<html><script>alert(1)</script></html>"))
    expect(html.status).toBe(400)
    expect((await json<{ message: string }>(html)).message).toBe(ImageMessages.wrongType)
    const avatar = await app.commands.handle(
      new Request("http://timber.test/api/users/profile/avatar?name=me.png", {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.ADMIN}`, "content-type": "application/octet-stream" },
        body: PNG
      })
    )
    expect(avatar.status).toBe(200)
    // the same bytes stored as an avatar: that blob is not an asset picture's
    const digest = createHash("sha256").update(PNG).digest("hex")
    expect((await as("ADMIN", "GET", `/assets/images/avatar-${digest}`)).status).toBe(404)
    expect((await as("ADMIN", "GET", `/assets/images/asset-image-${digest}`)).status).toBe(200)
  })

  it("upload-image-url: loopback, 10/8 and 169.254.169.254 are refused with 'Failed to download product image. You can manually upload one.', and the internal server never hears of it; USER 403", async () => {
    for (const address of [
      `http://127.0.0.1:${internalPort}/saw.png`,
      `http://localhost:${internalPort}/saw.png`,
      "http://10.0.0.1/saw.png",
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd"
    ]) {
      const answer = await as("ADMIN", "POST", "/assets/upload-image-url", { imageUrl: address, categoryName: "Power tools" })
      expect(answer.status, `${address} ${await answer.clone().text()}`).toBe(422)
      expect((await json<{ message: string }>(answer)).message).toBe(AssetMessages.imageDownloadFailed)
    }
    expect(internalHits).toBe(0)
    expect((await as("USER", "POST", "/assets/upload-image-url", { imageUrl: "http://example.com/a.png" })).status).toBe(403)
    expect((await as(null, "POST", "/assets/upload-image-url", { imageUrl: "http://example.com/a.png" })).status).toBe(401)
  })
})

describe("product search over HTTP", () => {
  it("search-product: the own register finds an asset already bought by brand, model or name, with what fills the form; USER 403; a blank query 400", async () => {
    const category = await json<AssetCategory>(as("ADMIN", "POST", "/assets/categories", { name: "Power tools", code: "PT" }))
    const created = await as("MANAGER", "POST", "/assets", {
      assetTag: "UD-0001",
      categoryId: category.id,
      name: "Power tools - Makita - LS1019",
      brand: "Makita",
      modelNumber: "LS1019",
      purchaseDate: "2026-03-02",
      purchasePrice: 1_250_000,
      supplier: "Kariakoo Tools"
    })
    expect(created.status, await created.clone().text()).toBe(201)
    await app.projections.catchUp()
    for (const query of ["makita", "ls1019", "power tools", "MAKITA ls10"]) {
      const answer = await as("MANAGER", "POST", "/assets/search-product", { query })
      expect(answer.status, `${query} ${await answer.clone().text()}`).toBe(200)
      const body = await json<ProductSearchAnswer>(answer)
      expect(body.provider).toBe("Asset register")
      expect(body.results).toHaveLength(1)
      expect(body.results[0]).toMatchObject({
        title: "Power tools - Makita - LS1019",
        price: 1_250_000,
        source: "Asset register",
        name: "Power tools - Makita - LS1019",
        brand: "Makita",
        modelNumber: "LS1019",
        categoryId: category.id
      })
    }
    expect((await json<ProductSearchAnswer>(as("ADMIN", "POST", "/assets/search-product", { query: "bosch" }))).results).toEqual([])
    // a wildcard typed by the user is a character, not a pattern
    expect((await json<ProductSearchAnswer>(as("ADMIN", "POST", "/assets/search-product", { query: "%" }))).results).toEqual([])
    expect((await as("USER", "POST", "/assets/search-product", { query: "makita" })).status).toBe(403)
    expect((await as(null, "POST", "/assets/search-product", { query: "makita" })).status).toBe(401)
    const blank = await as("ADMIN", "POST", "/assets/search-product", { query: "   " })
    expect(blank.status).toBe(400)
    expect((await json<{ message: string }>(blank)).message).toBe(ProductSearchMessages.queryRequired)
  })
})
