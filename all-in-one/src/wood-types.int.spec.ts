import { ImageMessages, WoodTypeMessages, type WoodType } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string

const teak = {
  name: "Teak",
  grade: "A",
  alternative_names: ["Mvule", " Iroko "],
  description: "Durable hardwood for outdoor furniture",
  density: 650,
  origin: "Morogoro, Tanzania",
  price_range: { min: 900_000, max: 1_400_000 },
  characteristics: { color: "Golden brown", grain: "Straight", durability: "High", workability: "Moderate", applications: "Decking, furniture" },
  sustainability: { certification: "FSC", growth_rate: "Slow", environmental_impact: "Plantation grown" },
  technical_data: { moisture_content: 12, shrinkage: "Low", janka_hardness: 4450 }
}

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

const createWoodType = async (body: Record<string, unknown>) => {
  const response = await app.api("/factory/wood-types", { method: "POST", token: admin, json: body })
  expect(response.status).toBe(201)
  return json<{ id: string }>(response)
}

const lot = (woodTypeId: string, lotNumber: string) => ({
  wood_type_id: woodTypeId,
  supplier: "Sao Hill Sawmill",
  receipt_date: "2026-11-20",
  lot_number: lotNumber,
  purchase_order: "PO-1",
  total_amount: 0
})

const listed = async (after: Response) =>
  json<Array<{ id: string; name: string }>>(
    app.api("/factory/wood-types", { token: admin, headers: { "x-min-position": after.headers.get("x-event-position") ?? "0" } })
  )

/** A 1×1 PNG, and the first bytes of a WebP (the server tells the kind by these, it never decodes the picture). */
const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"))
const WEBP = Uint8Array.from([
  ...Buffer.from("RIFF"),
  0x1a,
  0,
  0,
  0,
  ...Buffer.from("WEBPVP8L"),
  0x0d,
  0,
  0,
  0,
  0x2f,
  0,
  0,
  0,
  0x10,
  0x07,
  0x10,
  0x11,
  0x11,
  0x88,
  0x88,
  0xfe,
  0x07,
  0
])

const uploadImage = (id: string, token: string, bytes: Uint8Array, name = "teak.png") =>
  app.api(`/factory/wood-types/${id}/image?name=${encodeURIComponent(name)}`, {
    method: "POST",
    token,
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: { "content-type": "application/octet-stream" }
  })

/** GET of a picture's address (as the API gave it) once the write is projected. */
const served = (url: string, token: string | undefined, after: Response) =>
  app.api(url.replace(/^\/api/, ""), { token, headers: { "x-min-position": after.headers.get("x-event-position") ?? "0" } })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(async () => app?.close())

describe("wood type catalogue over HTTP", () => {
  it("given an administrator, when a wood type is saved with its full catalogue, then the list returns every field and an edit replaces them", async () => {
    const created = await app.api("/factory/wood-types", { method: "POST", token: admin, json: teak })
    expect(created.status).toBe(201)
    const body = await json<Record<string, unknown> & { id: string }>(created.clone())
    const expected = { ...teak, alternative_names: ["Mvule", "Iroko"] }
    expect(body).toMatchObject(expected)
    expect((await listed(created)).find((w) => w.id === body.id)).toMatchObject(expected)

    const edited = await app.api(`/factory/wood-types/${body.id}`, { method: "PUT", token: admin, json: { name: "Teak", grade: "B", density: 640 } })
    expect(edited.status).toBe(200)
    const row = (await listed(edited)).find((w) => w.id === body.id)
    expect(row).toMatchObject({ grade: "B", density: 640, alternative_names: [], price_range: null, characteristics: { durability: null } })
  })

  it("given a wood type form, when the grade, an option or the price range is wrong, then a catalogue message names it and nothing is saved", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "Pine", grade: "E" }, "Grade must be one of A, B, C, D"],
      [{ name: "Pine", characteristics: { durability: "Extreme" } }, "Durability must be one of Low, Medium, High"],
      [{ name: "Pine", sustainability: { growth_rate: "Instant" } }, "Growth rate must be one of Slow, Medium, Fast"],
      [{ name: "Pine", price_range: { min: 2_000_000, max: 1_000_000 } }, WoodTypeMessages.priceRangeOrder],
      [{ name: "Pine", density: -1 }, "Density: min 0"],
      [{ name: " " }, WoodTypeMessages.nameRequired]
    ]
    for (const [body, message] of cases) {
      const refused = await app.api("/factory/wood-types", { method: "POST", token: admin, json: body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect((await json<{ message: string }>(refused)).message).toBe(message)
    }
    expect((await listed(await app.api("/health"))).some((w) => w.name === "Pine")).toBe(false)
  })

  it("given a wood type used by a LOT, a calculation or a drying batch, when it is deleted, then the server refuses with the spec's message and keeps it", async () => {
    const users: Array<(id: string) => Promise<Response>> = [
      (id) => app.api("/management/wood-receipts", { method: "POST", token: admin, json: lot(id, `LOT-USE-${id}`) }),
      (id) => app.api("/factory/drying-processes", { method: "POST", token: admin, json: { woodTypeId: id, thickness: 25, pieceCount: 10 } }),
      (id) =>
        app.api("/factory/calculations", {
          method: "POST",
          token: admin,
          json: { wood_type_id: id, thickness: 2, width: 6, length: 12, price_per_plank: 25_000, tax_percentage: 18 }
        })
    ]
    for (const use of users) {
      const { id } = await createWoodType({ name: `Mninga ${users.indexOf(use) + 1}` })
      const used = await use(id)
      expect(used.status, await used.clone().text()).toBe(201)
      const refused = await app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin })
      expect(refused.status).toBe(422)
      expect((await json<{ message: string }>(refused)).message).toBe(WoodTypeMessages.inUse)
      expect((await listed(used)).some((w) => w.id === id)).toBe(true)
    }
  })

  it("given a wood type whose only LOT was deleted, when it is deleted, then it goes", async () => {
    const { id } = await createWoodType({ name: "Mkongo" })
    const created = await json<{ id: string }>(app.api("/management/wood-receipts", { method: "POST", token: admin, json: lot(id, "LOT-GONE-1") }))
    expect((await app.api(`/management/wood-receipts/${created.id}`, { method: "DELETE", token: admin })).status).toBe(200)
    const removed = await app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin })
    expect(removed.status).toBe(200)
    expect((await listed(removed)).some((w) => w.id === id)).toBe(false)
  })

  it("given a LOT create and a wood type delete at the same moment, then exactly one wins and no LOT is left with a deleted wood type", async () => {
    for (let round = 0; round < 12; round++) {
      const { id } = await createWoodType({ name: `Race ${round}` })
      const [lotCreated, deleted] = await Promise.all([
        app.api("/management/wood-receipts", { method: "POST", token: admin, json: lot(id, `LOT-RACE-${round}`) }),
        app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin })
      ])
      const outcome = `round ${round}: LOT ${lotCreated.status}, delete ${deleted.status}`
      expect([lotCreated.status === 201, deleted.status === 200].filter(Boolean).length, outcome).toBe(1)
      if (lotCreated.status !== 201) expect(lotCreated.status, outcome).toBe(400)
      if (deleted.status !== 200) expect(deleted.status, outcome).toBe(422)
    }
  })

  it("given one wood type, when ten LOTs of it are created at once, then every one is created: uses never contend with each other", async () => {
    const { id } = await createWoodType({ name: "Busy species" })
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => app.api("/management/wood-receipts", { method: "POST", token: admin, json: lot(id, `LOT-BUSY-${i}`) }))
    )
    expect(created.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 201))
    expect((await app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin })).status).toBe(422)
  })

  it("given a wood type, when LOTs of it are created, moved and deleted, then the wood type's own stream does not move: only an edit moves it (its uses are counted on their own books)", async () => {
    const { id } = await createWoodType({ name: "Quiet stream" })
    const other = await createWoodType({ name: "Quiet other" })
    const streamOf = async () => (await Effect.runPromise(app.store.readStream(`WoodType-${id}`))).map((e) => e.type)
    const before = await streamOf()
    const lots = await Promise.all(
      [1, 2, 3].map((i) => json<{ id: string }>(app.api("/management/wood-receipts", { method: "POST", token: admin, json: lot(id, `LOT-QUIET-${i}`) })))
    )
    expect((await app.api(`/management/wood-receipts/${lots[0]!.id}`, { method: "PUT", token: admin, json: lot(other.id, "LOT-QUIET-1") })).status).toBe(200)
    expect((await app.api(`/management/wood-receipts/${lots[1]!.id}`, { method: "DELETE", token: admin })).status).toBe(200)
    expect(await streamOf()).toEqual(before)
    // one LOT still holds it; the one moved away and the one deleted do not
    expect((await app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin })).status).toBe(422)
    expect((await app.api(`/management/wood-receipts/${lots[2]!.id}`, { method: "DELETE", token: admin })).status).toBe(200)
    expect((await app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin })).status).toBe(200)
    expect((await app.api(`/factory/wood-types/${other.id}`, { method: "DELETE", token: admin })).status).toBe(422)
  })

  it("given LOTs being created and deleted while their wood type is deleted, then no LOT is ever left on a deleted wood type, and once every user is gone the delete goes through", async () => {
    for (let round = 0; round < 6; round++) {
      const { id } = await createWoodType({ name: `Churn ${round}` })
      const old = await Promise.all(
        [0, 1, 2].map((i) =>
          json<{ id: string }>(app.api("/management/wood-receipts", { method: "POST", token: admin, json: lot(id, `LOT-CHURN-${round}-${i}`) }))
        )
      )
      const [deleted, ...others] = await Promise.all([
        app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin }),
        ...old.map((l) => app.api(`/management/wood-receipts/${l.id}`, { method: "DELETE", token: admin })),
        ...[3, 4].map((i) => app.api("/management/wood-receipts", { method: "POST", token: admin, json: lot(id, `LOT-CHURN-${round}-${i}`) }))
      ])
      const outcome = `round ${round}: delete ${deleted!.status}, others ${others.map((r) => r.status).join(" ")}`
      expect(
        others.slice(0, 3).map((r) => r.status),
        outcome
      ).toEqual([200, 200, 200])
      const created = others.slice(3).filter((r) => r.status === 201)
      if (deleted!.status === 200) {
        // deleted: no create may have gone in
        expect(created, outcome).toHaveLength(0)
        continue
      }
      expect(deleted!.status, outcome).toBe(422)
      // refused while users were counted: once the LOTs created meanwhile are gone too, nobody holds it
      for (const response of created)
        expect((await app.api(`/management/wood-receipts/${(await json<{ id: string }>(response)).id}`, { method: "DELETE", token: admin })).status).toBe(200)
      expect((await app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin })).status, outcome).toBe(200)
    }
  })

  it("given uses recorded on a wood type's own stream before uses had their books, then the first period opens with the users that still hold it", async () => {
    const { id } = await createWoodType({ name: "Legacy species" })
    const { id: elsewhere } = await createWoodType({ name: "Legacy elsewhere" })
    const raw = (streamId: string, types: ReadonlyArray<[string, Record<string, unknown>]>) =>
      Effect.runPromise(
        app.store.appendToStream(
          streamId,
          types.map(([type, data]) => ({ id: crypto.randomUUID(), type, data, metadata: {} })),
          { expectedRevision: "any" }
        )
      )
    const legacyUse = (usedBy: string): [string, Record<string, unknown>] => ["WoodTypeUseRecorded", { woodTypeId: id, usedBy }]
    // held: a live LOT and a stock row; gone: a deleted LOT, a LOT moved to another wood type, a create that never appeared
    await raw(`WoodType-${id}`, [
      legacyUse("Lot-legacy-live"),
      legacyUse("Lot-legacy-gone"),
      legacyUse("Lot-legacy-moved"),
      legacyUse("Lot-legacy-never"),
      legacyUse(`StockRow-w~${id}~1"`)
    ])
    await raw("Lot-legacy-live", [["LotCreated", { woodTypeId: id }]])
    await raw("Lot-legacy-gone", [
      ["LotCreated", { woodTypeId: id }],
      ["LotDeleted", {}]
    ])
    await raw("Lot-legacy-moved", [
      ["LotCreated", { woodTypeId: id }],
      ["LotUpdated", { woodTypeId: elsewhere }]
    ])
    await raw(`StockRow-w~${id}~1"`, [["StockMoved", {}]])
    expect((await app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin })).status).toBe(422)
    const created = await app.api("/management/wood-receipts", { method: "POST", token: admin, json: lot(id, "LOT-LEGACY-NEW") })
    expect(created.status).toBe(201)
    const books = await Effect.runPromise(app.store.readStream(`WoodTypeUses-${id}-0`))
    expect(books.map((e) => [e.type, (e.data as { count?: number }).count])).toEqual([
      ["WoodTypeUsesOpened", 2],
      ["WoodTypeUsed", undefined]
    ])
  })

  it("given a wood type, when a picture is uploaded, replaced and removed, then only PNG, JPEG or WebP by their bytes up to 2 MiB is taken, the list names it and signed-in users are served it", async () => {
    const { id } = await createWoodType({ name: "Mvule" })
    const text = await uploadImage(id, admin, new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "teak.svg")
    expect(text.status).toBe(400)
    expect((await json<{ message: string }>(text)).message).toBe(ImageMessages.wrongType)
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG)
    const tooBig = await uploadImage(id, admin, big)
    expect(tooBig.status).toBe(413)
    expect((await json<{ message: string }>(tooBig)).message).toBe(ImageMessages.tooLarge)
    expect((await uploadImage("no-such-wood-type", admin, PNG)).status).toBe(404)

    const uploaded = await uploadImage(id, admin, PNG)
    expect(uploaded.status).toBe(200)
    const withImage = await json<WoodType>(uploaded.clone())
    expect(withImage.image_url).toMatch(new RegExp(`^/api/factory/wood-types/${id}/image\\?v=[0-9a-f]{12}$`))
    expect(withImage.images).toEqual([withImage.image_url])
    expect((await listed(uploaded)).find((w) => w.id === id)).toMatchObject({ image_url: withImage.image_url })
    const png = await served(withImage.image_url!, admin, uploaded)
    expect(png.status).toBe(200)
    expect(png.headers.get("content-type")).toBe("image/png")
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG)
    expect((await served(withImage.image_url!, undefined, uploaded)).status).toBe(401)

    // saving the dialog's fields (a PUT replaces the catalogue) keeps the picture
    const edited = await app.api(`/factory/wood-types/${id}`, { method: "PUT", token: admin, json: { name: "Mvule", grade: "B" } })
    expect((await json<WoodType>(edited)).image_url).toBe(withImage.image_url)

    const replaced = await uploadImage(id, admin, WEBP, "mvule.webp")
    const withWebp = await json<WoodType>(replaced.clone())
    expect(withWebp.image_url).not.toBe(withImage.image_url)
    expect((await served(withWebp.image_url!, admin, replaced)).headers.get("content-type")).toBe("image/webp")

    const removed = await app.api(`/factory/wood-types/${id}/image`, { method: "DELETE", token: admin })
    expect(removed.status).toBe(200)
    expect(await json<WoodType>(removed.clone())).toMatchObject({ image_url: null, images: [] })
    expect((await listed(removed)).find((w) => w.id === id)).toMatchObject({ image_url: null })
    const gone = await served(withWebp.image_url!, admin, removed)
    expect(gone.status).toBe(404)
    expect((await json<{ message: string }>(gone)).message).toBe(WoodTypeMessages.noImage)

    const events = await Effect.runPromise(app.store.readStream(`WoodType-${id}`))
    expect(events.filter((e) => e.type === "WoodTypeImageChanged").map((e) => (e.data as { image: { name: string; mime: string } | null }).image)).toEqual([
      expect.objectContaining({ name: "teak.png", mime: "image/png", size: PNG.byteLength }),
      expect.objectContaining({ name: "mvule.webp", mime: "image/webp" }),
      null
    ])
  })

  it("given a user without wood-types edit, when they upload or remove a wood type's picture, then each is refused and nothing is recorded, while they may still see it", async () => {
    await app.api("/users", {
      method: "POST",
      token: admin,
      json: { email: "viewer@timber.works", password: "Passw0rd-long", firstName: "View", lastName: "Er", role: "USER" }
    })
    const user = await app.login("viewer@timber.works", "Passw0rd-long")
    const { id } = await createWoodType({ name: "Mkongo" })
    const uploaded = await uploadImage(id, admin, PNG)
    const url = (await json<WoodType>(uploaded.clone())).image_url!
    expect((await uploadImage(id, user, WEBP)).status).toBe(403)
    expect((await app.api(`/factory/wood-types/${id}/image`, { method: "DELETE", token: user })).status).toBe(403)
    expect((await served(url, user, uploaded)).status).toBe(200)
    const events = await Effect.runPromise(app.store.readStream(`WoodType-${id}`))
    expect(events.filter((e) => e.type === "WoodTypeImageChanged")).toHaveLength(1)
  })

  it("given a USER, when they add, edit or delete a wood type, then each is refused and they may still read the list", async () => {
    expect(
      (
        await app.api("/users", {
          method: "POST",
          token: admin,
          json: { email: "reader@timber.works", password: "Passw0rd-long", firstName: "Read", lastName: "Er", role: "USER" }
        })
      ).status
    ).toBe(201)
    const user = await app.login("reader@timber.works", "Passw0rd-long")
    const { id } = await createWoodType({ name: "Mpingo" })
    expect((await app.api("/factory/wood-types", { method: "POST", token: user, json: { name: "Mpingo 2" } })).status).toBe(403)
    expect((await app.api(`/factory/wood-types/${id}`, { method: "PUT", token: user, json: { name: "Mpingo 3" } })).status).toBe(403)
    expect((await app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: user })).status).toBe(403)
    expect((await app.api("/factory/wood-types", { token: user })).status).toBe(200)
  })
})
