import { UPLOAD_CONTENT_SECURITY_POLICY, UPLOAD_IMAGE_CONTENT_SECURITY_POLICY } from "@timber/server-edge"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 38 item 6: every uploaded file served back carries the sandbox policy, so a page or an
 * SVG someone uploaded, opened directly, runs nothing as the console: over the real HTTP server,
 * through the security headers every answer gets (which once overwrote it with the console's).
 */
let app: TestApp
let admin: string
/** The newest write's position: each read waits for it (X-Min-Position). */
let position = "0"

const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"))
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

const write = async <T>(path: string, init: RequestInit & { json?: unknown }, status: number): Promise<T> => {
  const answer = await app.api(path, { ...init, token: admin })
  const text = await answer.text()
  expect(answer.status, `${path}: ${text}`).toBe(status)
  position = answer.headers.get("x-event-position") ?? position
  return JSON.parse(text) as T
}

/** The served uploads, by kind: where each is read. */
const served: Array<{ readonly kind: string; readonly path: string; readonly policy: string; readonly signedIn: boolean }> = []

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const png = { body: PNG, headers: { "content-type": "image/png" } }

  const me = await write<{ id: string; avatar_url: string }>("/users/profile/avatar?name=me.png", { method: "POST", ...png }, 200)
  served.push({ kind: "a profile picture", path: me.avatar_url.replace(/^\/api/, ""), policy: UPLOAD_IMAGE_CONTENT_SECURITY_POLICY, signedIn: true })

  const woodType = await write<{ id: string }>("/factory/wood-types", { method: "POST", json: { name: "Mninga" } }, 201)
  const pictured = await write<{ image_url: string }>(`/factory/wood-types/${woodType.id}/image`, { method: "POST", ...png }, 200)
  served.push({ kind: "a wood type's picture", path: pictured.image_url.replace(/^\/api/, ""), policy: UPLOAD_IMAGE_CONTENT_SECURITY_POLICY, signedIn: true })

  const picture = await write<{ imageUrl: string }>(
    "/assets/upload-image?name=saw.png&categoryName=Tools",
    { method: "POST", body: PNG, headers: { "content-type": "application/octet-stream" } },
    200
  )
  served.push({ kind: "an asset's picture", path: picture.imageUrl.replace(/^\/api/, ""), policy: UPLOAD_IMAGE_CONTENT_SECURITY_POLICY, signedIn: true })

  const category = await write<{ id: string }>("/assets/categories", { method: "POST", json: { name: "Tools", code: "TL" } }, 201)
  const asset = await write<{ id: string }>(
    "/assets",
    { method: "POST", json: { assetTag: "UD-0001", categoryId: category.id, name: "Saw", purchaseDate: "2026-11-21", purchasePrice: 1000 } },
    201
  )
  const documented = await write<{ documents: Array<{ id: string }> }>(
    `/assets/${asset.id}/documents?name=manual.pdf`,
    { method: "POST", body: PDF, headers: { "content-type": "application/octet-stream" } },
    201
  )
  served.push({
    kind: "an asset document",
    path: `/assets/${asset.id}/documents/${documented.documents[0]!.id}`,
    policy: UPLOAD_CONTENT_SECURITY_POLICY,
    signedIn: true
  })

  const form = new FormData()
  form.append("files", new Blob([PNG], { type: "image/png" }), "logo.png")
  form.append("files", new Blob(["<html><script>alert(document.cookie)</script></html>"], { type: "text/html" }), "page.html")
  form.append("files", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: "image/svg+xml" }), "icon.svg")
  const [logo, page, icon] = await write<Array<{ url: string }>>("/website/files/upload", { method: "POST", body: form }, 201)
  served.push({ kind: "a website picture", path: logo!.url.replace(/^\/api/, ""), policy: UPLOAD_IMAGE_CONTENT_SECURITY_POLICY, signedIn: false })
  served.push({ kind: "a website HTML file", path: page!.url.replace(/^\/api/, ""), policy: UPLOAD_CONTENT_SECURITY_POLICY, signedIn: false })
  served.push({ kind: "a website SVG file", path: icon!.url.replace(/^\/api/, ""), policy: UPLOAD_CONTENT_SECURITY_POLICY, signedIn: false })
}, 60_000)
afterAll(async () => app?.close())

describe("uploaded content is sandboxed (issue 38 item 6)", () => {
  it("covers every kind of upload the product serves back", () => {
    expect(served.map((s) => s.kind)).toEqual([
      "a profile picture",
      "a wood type's picture",
      "an asset's picture",
      "an asset document",
      "a website picture",
      "a website HTML file",
      "a website SVG file"
    ])
  })

  it("given each kind of upload, when it is served, then it carries the sandbox policy (images may load only themselves) and the other security headers", async () => {
    for (const { kind, path, policy, signedIn } of served) {
      const answer = await app.api(path, { ...(signedIn ? { token: admin } : {}), headers: { "x-min-position": position } })
      await answer.arrayBuffer()
      expect({ kind, status: answer.status }).toEqual({ kind, status: 200 })
      const header = answer.headers.get("content-security-policy")
      expect({ kind, policy: header }).toEqual({ kind, policy })
      // sandbox, nothing loaded by default: nothing in it runs, whatever the bytes are
      expect(header!.split("; ")).toEqual(expect.arrayContaining(["sandbox", "default-src 'none'"]))
      expect(header).not.toMatch(/script-src|unsafe-inline|'self' data:/)
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
      expect(answer.headers.get("x-frame-options")).toBe("DENY")
    }
  })

  it("given any other API answer, then it still carries the console's general policy, not an upload's", async () => {
    const answer = await app.api("/factory/wood-types", { token: admin, headers: { "x-min-position": position } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(answer.headers.get("content-security-policy")).not.toContain("sandbox")
  })
})
