import { PAGE_KEYS, WebsiteFilesMessages, type FileView, type FolderContents, type FolderView, type PermissionEntry } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { callsAsStaff, STAFF_PASSWORD, staffOfEveryRole } from "./testing/staff-of-every-role"

/**
 * Files & Folders over HTTP (issue 30 item 4; administration spec section 7 "Files and folders"):
 * every call by ADMIN, MANAGER and USER (USER reads only) and without sign-in, the upload's
 * multipart and its caps, the serving headers, a folder never moved under itself, even by two
 * moves at once, and the recursive delete.
 */
let app: HandWired
const tokens: Record<string, string> = {}

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const { as } = callsAsStaff(() => app, tokens)
const list = async (parentId: string | null = null, who = "USER", params: Record<string, string> = {}) => {
  await app.projections.catchUp()
  const response = await as(who, "GET", `/website/folders?${new URLSearchParams({ ...(parentId ? { parentId } : {}), ...params })}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return json<FolderContents>(response)
}
const folder = async (name: string, parentId: string | null = null, who = "MANAGER") => {
  const response = await as(who, "POST", "/website/folders", { name, parentId })
  expect(response.status, await response.clone().text()).toBe(201)
  return json<FolderView>(response)
}
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])
const upload = (
  who: string | null,
  files: ReadonlyArray<{ name: string; type: string; bytes: Uint8Array<ArrayBuffer> | string }>,
  options: { folderId?: string; field?: string } = {}
) => {
  const form = new FormData()
  for (const f of files) form.append(options.field ?? "files", new Blob([f.bytes], { type: f.type }), f.name)
  if (options.folderId) form.append("folderId", options.folderId)
  const headers = new Headers()
  if (who) headers.set("authorization", `Bearer ${tokens[who]}`)
  return app.commands.handle(new Request("http://timber.test/api/website/files/upload", { method: "POST", headers, body: form }))
}
const content = (url: string) => app.queries.handle(new Request(`http://timber.test${url}`))

beforeAll(async () => {
  app = await wireByHand()
  Object.assign(tokens, (await staffOfEveryRole(app)).tokens)
})
afterAll(async () => {
  await app.close()
})

describe("files and folders: who may do what", () => {
  it("a USER lists folders but may not create, rename, move, delete or upload; without sign-in nothing but a file's bytes", async () => {
    const a = await folder("Team photos")
    await app.projections.catchUp()
    const uploaded = await json<FileView[]>(upload("MANAGER", [{ name: "logo.png", type: "image/png", bytes: PNG }]))
    expect((await list()).folders.map((f) => f.name)).toContain("Team photos")
    for (const [method, path, body] of [
      ["POST", "/website/folders", { name: "X" }],
      ["PUT", `/website/folders/${a.id}`, { name: "Y" }],
      ["PUT", `/website/folders/${a.id}/move`, { parentId: null }],
      ["DELETE", `/website/folders/${a.id}`, undefined],
      ["PUT", `/website/files/${uploaded[0]!.id}/move`, { folderId: a.id }],
      ["DELETE", `/website/files/${uploaded[0]!.id}`, undefined]
    ] as const) {
      const response = await as("USER", method, path, body)
      expect(response.status, `${method} ${path}`).toBe(403)
    }
    expect((await upload("USER", [{ name: "a.png", type: "image/png", bytes: PNG }])).status).toBe(403)
    expect((await app.api("GET", "/website/folders")).status).toBe(401)
    expect((await upload(null, [{ name: "a.png", type: "image/png", bytes: PNG }])).status).toBe(401)
    // the public page shows these images: the bytes need no sign-in
    expect((await content(uploaded[0]!.url)).status).toBe(200)
  })

  it("ADMIN and MANAGER each create, rename, move and delete", async () => {
    for (const who of ["ADMIN", "MANAGER"]) {
      const top = await folder(`${who} top`, null, who)
      const inner = await folder(`${who} inner`, null, who)
      const renamed = await json<FolderView>(as(who, "PUT", `/website/folders/${inner.id}`, { name: `${who} renamed` }))
      expect(renamed.name).toBe(`${who} renamed`)
      const moved = await as(who, "PUT", `/website/folders/${inner.id}/move`, { parentId: top.id })
      expect(moved.status).toBe(200)
      expect(((await moved.json()) as FolderView).parentId).toBe(top.id)
      const files = await json<FileView[]>(upload(who, [{ name: "a.png", type: "image/png", bytes: PNG }], { folderId: inner.id }))
      expect((await as(who, "PUT", `/website/files/${files[0]!.id}/move`, { folderId: top.id })).status).toBe(200)
      expect((await as(who, "DELETE", `/website/files/${files[0]!.id}`)).status).toBe(200)
      expect((await as(who, "DELETE", `/website/folders/${top.id}`)).status).toBe(200)
    }
  })
})

describe("files and folders: the tree", () => {
  it("lists a folder's folders with 'N folders, M files' counts, its files, and the breadcrumb from the top", async () => {
    const site = await folder("Site")
    const carousel = await folder("Carousel", site.id)
    await folder("Old", carousel.id)
    const files = await json<FileView[]>(
      upload(
        "MANAGER",
        [
          { name: "oak.png", type: "image/png", bytes: PNG },
          { name: "notes.txt", type: "text/plain", bytes: "hello" }
        ],
        { folderId: carousel.id }
      )
    )
    expect(files.map((f) => [f.name, f.mimeType, f.size, f.folderId])).toEqual([
      ["oak.png", "image/png", PNG.byteLength, carousel.id],
      ["notes.txt", "text/plain", 5, carousel.id]
    ])
    expect(files[0]!.url).toBe(`/api/website/files/${files[0]!.id}/content`)
    const inSite = await list(site.id)
    expect(inSite.folders).toEqual([expect.objectContaining({ id: carousel.id, name: "Carousel", folderCount: 1, fileCount: 2, parentId: site.id })])
    const inCarousel = await list(carousel.id)
    expect(inCarousel.breadcrumb).toEqual([
      { id: site.id, name: "Site" },
      { id: carousel.id, name: "Carousel" }
    ])
    expect(inCarousel.items.map((f) => f.name).sort()).toEqual(["notes.txt", "oak.png"])
    expect((await as("USER", "GET", "/website/folders?parentId=no-such-folder")).status).toBe(404)
  })

  it("a folder moved into itself or its own subfolder is refused in words, and nothing changes", async () => {
    const a = await folder("A")
    const b = await folder("B", a.id)
    for (const target of [a.id, b.id]) {
      const response = await as("MANAGER", "PUT", `/website/folders/${a.id}/move`, { parentId: target })
      expect(response.status).toBe(422)
      expect(((await response.json()) as { message: string }).message).toBe(WebsiteFilesMessages.folderIntoItself)
    }
    expect((await list(a.id)).folders.map((f) => f.id)).toEqual([b.id])
  })

  it("two moves at once that together would make a cycle: one wins, the other is refused, and the tree stays a tree", async () => {
    for (let round = 0; round < 3; round++) {
      const x = await folder(`X${round}`)
      const y = await folder(`Y${round}`)
      const answers = await Promise.all([
        as("MANAGER", "PUT", `/website/folders/${x.id}/move`, { parentId: y.id }),
        as("ADMIN", "PUT", `/website/folders/${y.id}/move`, { parentId: x.id })
      ])
      expect(answers.map((r) => r.status).sort()).toEqual([200, 422])
      const inX = (await list(x.id)).folders.map((f) => f.id)
      const inY = (await list(y.id)).folders.map((f) => f.id)
      expect(inX.includes(y.id) !== inY.includes(x.id)).toBe(true)
    }
  })

  it("deleting a folder deletes its subfolders and files; their bytes are no longer served", async () => {
    const top = await folder("Doomed")
    const sub = await folder("Doomed child", top.id)
    const files = await json<FileView[]>(upload("MANAGER", [{ name: "x.png", type: "image/png", bytes: PNG }], { folderId: sub.id }))
    expect((await as("MANAGER", "DELETE", `/website/folders/${top.id}`)).status).toBe(200)
    expect((await list()).folders.map((f) => f.id)).not.toContain(top.id)
    expect((await as("USER", "GET", `/website/folders?parentId=${sub.id}`)).status).toBe(404)
    expect((await content(files[0]!.url)).status).toBe(404)
    expect((await as("MANAGER", "PUT", `/website/files/${files[0]!.id}/move`, { folderId: null })).status).toBe(404)
  })

  it("a blank folder name is refused with a sentence; a move into a missing folder is 404", async () => {
    const response = await as("MANAGER", "POST", "/website/folders", { name: "   " })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(WebsiteFilesMessages.folderNameRequired)
    const a = await folder("Lonely")
    expect((await as("MANAGER", "PUT", `/website/folders/${a.id}/move`, { parentId: "nope" })).status).toBe(404)
  })
})

describe("files and folders: a folder's files a page at a time", () => {
  it("given a folder of 7 files, page 2 follows page 1 newest first, a search and a sort narrow and order them on the server, and the read needs the page's read", async () => {
    const shelf = await folder("Paged shelf")
    await folder("Alpha plans", shelf.id)
    const sizes = [5, 1, 7, 3, 2, 6, 4]
    const names = ["oak-alpha.txt", "teak.txt", "pine-ALPHA.txt", "mvule.txt", "ash.txt", "cedar.txt", "elm.txt"]
    await json(
      upload(
        "MANAGER",
        names.map((name, i) => ({ name, type: "text/plain", bytes: "x".repeat(sizes[i]!) })),
        { folderId: shelf.id }
      )
    )
    const whole = await list(shelf.id, "USER", { limit: "200" })
    expect(whole).toMatchObject({ total: 7, nextCursor: null })
    expect(whole.folders.map((f) => f.name)).toEqual(["Alpha plans"])
    expect([...whole.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(whole.items)

    // when walked three at a time, then each page starts where the one before ended, with the folders beside every page
    const walked: FileView[] = []
    let cursor: string | null | undefined
    for (let pages = 0; cursor !== null; pages++) {
      expect(pages).toBeLessThan(3)
      const page = await list(shelf.id, "USER", { limit: "3", ...(cursor ? { cursor } : {}) })
      expect(page.total).toBe(7)
      expect(page.folders.map((f) => f.name)).toEqual(["Alpha plans"])
      walked.push(...page.items)
      cursor = page.nextCursor
    }
    expect(walked.map((f) => f.id)).toEqual(whole.items.map((f) => f.id))

    // the columns the screen shows sort on the server; the search finds a name in any case, in files and folders alike
    expect((await list(shelf.id, "USER", { sort: "name" })).items.map((f) => f.name)).toEqual([...names].sort())
    expect((await list(shelf.id, "USER", { sort: "size", order: "desc" })).items.map((f) => f.size)).toEqual([7, 6, 5, 4, 3, 2, 1])
    const alpha = await list(shelf.id, "USER", { q: "alpha", sort: "name" })
    expect({ files: alpha.items.map((f) => f.name), total: alpha.total, folders: alpha.folders.map((f) => f.name) }).toEqual({
      files: ["oak-alpha.txt", "pine-ALPHA.txt"],
      total: 2,
      folders: ["Alpha plans"]
    })
    expect(await list(shelf.id, "USER", { q: "teak" })).toMatchObject({ total: 1, folders: [] })

    // a cursor the server did not write, or wrote for another sort, names no place
    const first = await list(shelf.id, "USER", { limit: "2" })
    for (const params of [{ cursor: "bm90LWEtY3Vyc29y" }, { cursor: first.nextCursor!, sort: "name" }] as ReadonlyArray<Record<string, string>>)
      expect((await as("USER", "GET", `/website/folders?${new URLSearchParams({ parentId: shelf.id, limit: "2", ...params })}`)).status).toBe(400)

    // someone who may open other pages but not this one's read is refused, paged or not
    const none: PermissionEntry = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
    const permissions = Object.fromEntries(PAGE_KEYS.map((page) => [page, page === "website-pages" ? { ...none, access: true, read: true } : none]))
    const email = "pages-only@timber.works"
    const created = await app.api("POST", "/users", {
      token: tokens.ADMIN,
      json: { email, password: STAFF_PASSWORD, firstName: "Pages", lastName: "Only", role: "USER", permissions }
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const pagesOnly = await app.login(email, STAFF_PASSWORD)
    for (const query of ["", `?parentId=${shelf.id}&q=alpha&sort=name&limit=2`])
      expect((await app.api("GET", `/website/folders${query}`, { token: pagesOnly })).status).toBe(403)
  })
})

describe("files and folders: upload and serving", () => {
  it("the page editor's single `file` field answers a list whose first item has the url", async () => {
    const files = await json<FileView[]>(upload("MANAGER", [{ name: "hero.png", type: "image/png", bytes: PNG }], { field: "file" }))
    expect(files).toHaveLength(1)
    expect(files[0]!.folderId).toBeNull()
    await app.projections.catchUp()
    const served = await content(files[0]!.url)
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true)
  })

  it("a raster image is served inline with its type and nosniff; SVG, HTML and a PNG that is not one go as attachments", async () => {
    const files = await json<FileView[]>(
      upload("MANAGER", [
        { name: "logo.png", type: "image/png", bytes: PNG },
        { name: "icon.svg", type: "image/svg+xml", bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
        { name: "page.html", type: "text/html", bytes: "<script>alert(1)</script>" },
        { name: "fake.png", type: "image/png", bytes: "<html><script>alert(1)</script></html>" }
      ])
    )
    await app.projections.catchUp()
    const [png, svg, html, fake] = await Promise.all(files.map((f) => content(f.url)))
    expect(png!.headers.get("content-type")).toBe("image/png")
    expect(png!.headers.get("x-content-type-options")).toBe("nosniff")
    expect(png!.headers.get("content-disposition")).toBe("inline")
    for (const [answer, type] of [
      [svg, "image/svg+xml"],
      [html, "text/html"],
      [fake, "image/png"]
    ] as const) {
      expect(answer!.headers.get("content-type")).toBe(type)
      expect(answer!.headers.get("x-content-type-options")).toBe("nosniff")
      expect(answer!.headers.get("content-disposition")).toMatch(/^attachment/)
    }
  })

  it("an upload retried (the same bytes, the same Idempotency-Key) answers the same files and stores nothing twice", async () => {
    const before = (await list()).total
    const form = new FormData()
    form.append("files", new Blob([PNG], { type: "image/png" }), "retry.png")
    // a retry resends the same request: the same multipart body, boundary included
    const serialized = new Response(form)
    const contentType = serialized.headers.get("content-type")!
    const body = new Uint8Array(await serialized.arrayBuffer())
    const send = () =>
      json<FileView[]>(
        app.commands.handle(
          new Request("http://timber.test/api/website/files/upload", {
            method: "POST",
            headers: { authorization: `Bearer ${tokens.MANAGER}`, "content-type": contentType, "idempotency-key": "upload-retry-1" },
            body
          })
        )
      )
    const first = await send()
    const again = await send()
    expect(again.map((f) => f.id)).toEqual(first.map((f) => f.id))
    expect((await list()).total).toBe(before + 1)
  })

  it("a file over the cap is refused with 413 and a clear sentence, and nothing is stored", async () => {
    const before = (await list()).total
    const response = await upload("MANAGER", [{ name: "huge.bin", type: "application/octet-stream", bytes: new Uint8Array(10 * 1024 * 1024 + 1) }])
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toBe(WebsiteFilesMessages.tooLarge(10))
    expect((await list()).total).toBe(before)
  })

  it("an upload without files is refused; multipart anywhere else is 415; JSON to the upload route is 415", async () => {
    const empty = new FormData()
    empty.append("folderId", "")
    const none = await app.commands.handle(
      new Request("http://timber.test/api/website/files/upload", { method: "POST", headers: { authorization: `Bearer ${tokens.MANAGER}` }, body: empty })
    )
    expect(none.status).toBe(400)
    expect(((await none.json()) as { message: string }).message).toBe(WebsiteFilesMessages.noFiles)
    const form = new FormData()
    form.append("name", "Sneaky")
    const elsewhere = await app.commands.handle(
      new Request("http://timber.test/api/website/folders", { method: "POST", headers: { authorization: `Bearer ${tokens.MANAGER}` }, body: form })
    )
    expect(elsewhere.status).toBe(415)
    const asJson = await as("MANAGER", "POST", "/website/files/upload", { files: [] })
    expect(asJson.status).toBe(415)
  })
})
