import {
  COMING_SOON_DEFAULTS,
  WebsitePageMessages,
  type FilledComingSoonContent,
  type WebsitePage,
  type WebsitePageSummaryPage,
  type WebsitePageVersion,
  type WebsitePageVersionSummary
} from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { staffOfEveryRole } from "./testing/staff-of-every-role"

/**
 * The website pages over HTTP (issue 30 items 1 and 3; administration spec section 7 "Public page"
 * and "Website pages"): every call by ADMIN, MANAGER and USER (USER reads, never writes) and without
 * a sign-in; the public read without one, with every section 3 default filled; each save a version
 * kept, a restore a new version; two creates of one page at once make one page.
 */
let app: HandWired
const tokens: Record<string, string> = {}

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const as = (who: string | null, method: string, path: string, body?: unknown) =>
  app.api(method, path, who === null ? { json: body } : { token: tokens[who], json: body })
const read = async <T>(path: string, who: string | null = "USER") => {
  await app.projections.catchUp()
  const response = await as(who, "GET", path)
  expect(response.status, path).toBe(200)
  return json<T>(response)
}
const comingSoon = { name: "Coming Soon Page", slug: "coming-soon", content: { mainTitle: "Crafting Visions in Wood" } }

beforeAll(async () => {
  app = await wireByHand()
  Object.assign(tokens, (await staffOfEveryRole(app)).tokens)
}, 120_000)
afterAll(async () => app?.close())

describe("website pages over HTTP", () => {
  it("the public read needs no sign-in and, before any page exists, answers every section 3 default", async () => {
    expect(await read<FilledComingSoonContent>("/website/public/coming-soon", null)).toEqual(COMING_SOON_DEFAULTS)
    expect(COMING_SOON_DEFAULTS.mainTitle).toBe("Crafting Visions in Wood")
    expect(COMING_SOON_DEFAULTS.highlightedWord).toBe("Bold")
    expect(COMING_SOON_DEFAULTS.logoUrl).toBe("/logo.png")
    expect(COMING_SOON_DEFAULTS.carouselImages.map((image) => image.title)).toEqual([
      "Oak dining table",
      "Walnut bookshelf",
      "Teak outdoor set",
      "Mahogany bed frame",
      "Maple kitchen cabinets"
    ])
  })

  it("every staff read and write refuses a caller without a sign-in (401)", async () => {
    for (const [method, path] of [
      ["GET", "/website/pages"],
      ["GET", "/website/pages/slug/coming-soon"],
      ["GET", "/website/pages/coming-soon/versions"],
      ["GET", "/website/pages/coming-soon/versions/1"],
      ["POST", "/website/pages"],
      ["PUT", "/website/pages/coming-soon"],
      ["POST", "/website/pages/coming-soon/versions/1/restore"]
    ] as const)
      expect((await as(null, method, path, method === "GET" ? undefined : { ...comingSoon })).status, `${method} ${path}`).toBe(401)
  })

  it("create: USER may not (403); two creates of the coming-soon page at once make one page, published at version 1, and the other is told it exists", async () => {
    expect((await as("USER", "POST", "/website/pages", comingSoon)).status).toBe(403)
    const bad = await as("ADMIN", "POST", "/website/pages", { ...comingSoon, slug: "Coming Soon!" })
    expect(bad.status).toBe(400)
    expect((await json<{ message: string }>(bad)).message).toBe(WebsitePageMessages.slugFormat)
    const [a, b] = await Promise.all([as("ADMIN", "POST", "/website/pages", comingSoon), as("MANAGER", "POST", "/website/pages", comingSoon)])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    const loser = a.status === 409 ? a : b
    expect((await json<{ message: string }>(loser)).message).toBe(WebsitePageMessages.slugTaken)
    const winner = await json<WebsitePage>(a.status === 201 ? a : b)
    expect(winner).toMatchObject({ id: "coming-soon", name: "Coming Soon Page", slug: "coming-soon", status: "published", version: 1 })
    for (const who of ["ADMIN", "MANAGER", "USER"]) {
      const list = (await read<WebsitePageSummaryPage>("/website/pages", who)).items
      expect(list.map((page) => [page.name, page.slug, page.status])).toEqual([["Coming Soon Page", "coming-soon", "published"]])
    }
    // paged and searched on the server
    expect(await read<WebsitePageSummaryPage>("/website/pages?q=COMING&limit=1", "USER")).toMatchObject({
      items: [{ slug: "coming-soon" }],
      nextCursor: null,
      total: 1
    })
    expect((await read<WebsitePageSummaryPage>("/website/pages?q=no-such-page", "USER")).total).toBe(0)
  })

  it("save: USER may not (403); ADMIN and MANAGER each save a version; the public page shows the newest with the missing fields defaulted", async () => {
    const content = {
      mainTitle: "Hand-made in Arusha",
      highlightedWord: "Solid",
      carouselImages: [{ src: "https://cdn.example/chair.webp", alt: "A chair", title: "Chair" }]
    }
    expect((await as("USER", "PUT", "/website/pages/coming-soon", { content })).status).toBe(403)
    const byAdmin = await as("ADMIN", "PUT", "/website/pages/coming-soon", { content: { ...content, mainTitle: "First edit" } })
    expect(byAdmin.status, await byAdmin.clone().text()).toBe(200)
    expect((await json<WebsitePage>(byAdmin)).version).toBe(2)
    const byManager = await json<WebsitePage>(as("MANAGER", "PUT", "/website/pages/coming-soon", { content }))
    expect(byManager).toMatchObject({ version: 3, content })
    const shown = await read<FilledComingSoonContent>("/website/public/coming-soon", null)
    expect(shown).toEqual({ ...COMING_SOON_DEFAULTS, ...content })
    const page = await read<WebsitePage>("/website/pages/slug/coming-soon")
    expect(page).toMatchObject({ version: 3, content })
    expect((await as("ADMIN", "PUT", "/website/pages/no-such-page", { content })).status).toBe(404)
  })

  it("bad content is refused with a clear 400 and changes nothing", async () => {
    const before = await read<WebsitePage>("/website/pages/slug/coming-soon")
    const refused = await as("ADMIN", "PUT", "/website/pages/coming-soon", { content: { carouselImages: [{ alt: "no source" }] } })
    expect(refused.status).toBe(400)
    const tooMany = await as("ADMIN", "PUT", "/website/pages/coming-soon", {
      content: { carouselImages: Array.from({ length: 31 }, () => ({ src: "/a.png" })) }
    })
    expect(tooMany.status).toBe(400)
    expect((await read<WebsitePage>("/website/pages/slug/coming-soon")).version).toBe(before.version)
  })

  it("versions: every role lists them (who, when) and reads one; USER may not restore; a restore brings version 1 back as a new version", async () => {
    for (const who of ["ADMIN", "MANAGER", "USER"]) {
      const versions = await read<WebsitePageVersionSummary[]>("/website/pages/coming-soon/versions", who)
      expect(versions.map((v) => [v.version, v.kind, v.savedBy])).toEqual([
        [3, "saved", "manager@timber.works"],
        [2, "saved", expect.stringContaining("@")],
        [1, "created", expect.stringContaining("@")]
      ])
      expect((await read<WebsitePageVersion>("/website/pages/coming-soon/versions/2", who)).content.mainTitle).toBe("First edit")
    }
    expect((await as("USER", "GET", "/website/pages/coming-soon/versions/9")).status).toBe(404)
    expect((await as("USER", "GET", "/website/pages/nowhere/versions")).status).toBe(404)
    expect((await as("USER", "POST", "/website/pages/coming-soon/versions/1/restore")).status).toBe(403)
    const missing = await as("MANAGER", "POST", "/website/pages/coming-soon/versions/9/restore")
    expect(missing.status).toBe(404)
    expect((await json<{ message: string }>(missing)).message).toBe(WebsitePageMessages.versionNotFound)
    const restored = await json<WebsitePage>(as("MANAGER", "POST", "/website/pages/coming-soon/versions/1/restore"))
    expect(restored).toMatchObject({ version: 4, content: comingSoon.content })
    const versions = await read<WebsitePageVersionSummary[]>("/website/pages/coming-soon/versions")
    expect(versions[0]).toMatchObject({ version: 4, kind: "restored", restoredFrom: 1, savedBy: "manager@timber.works" })
    expect((await read<FilledComingSoonContent>("/website/public/coming-soon", null)).mainTitle).toBe("Crafting Visions in Wood")
    const admin = await as("ADMIN", "POST", "/website/pages/coming-soon/versions/2/restore")
    expect(admin.status).toBe(200)
  })
})
