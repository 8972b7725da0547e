import { StocktakeMessages, type Asset, type AssetCategory, type AssetPage, type Stocktake } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { notingAppends } from "./testing/noted-appends"
import { callsAsStaff, staffOfEveryRole } from "./testing/staff-of-every-role"

/**
 * Stocktakes over HTTP (issue 29 item 3): every call by ADMIN, MANAGER and USER (USER reads past
 * counts, never runs one), a finish recorded on the stocktake and every found asset in ONE
 * append, two finishes of one stocktake of which exactly one lands, and the asset list's
 * `notSeenSince` and `location` filters.
 */
let app: HandWired
const appends: Array<ReadonlyArray<string>> = []
const tokens: Record<string, string> = {}
const assets: Asset[] = []

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const { as, read } = callsAsStaff(() => app, tokens)
const start = async (location = "Workshop A", who = "MANAGER") => {
  const response = await as(who, "POST", "/stocktakes", { location })
  expect(response.status, await response.clone().text()).toBe(201)
  return json<Stocktake>(response)
}

beforeAll(async () => {
  app = await wireByHand({ store: notingAppends(appends) })
  const staff = await staffOfEveryRole(app)
  Object.assign(tokens, staff.tokens)
  const category = await json<AssetCategory>(as("ADMIN", "POST", "/assets/categories", { name: "Hand tools", code: "HT" }))
  for (const [tag, location] of [
    ["UD-0001", "Workshop A"],
    ["UD-0002", " workshop a "],
    ["UD-0003", "Workshop A"],
    ["UD-0004", "Yard"]
  ] as const) {
    const response = await as("MANAGER", "POST", "/assets", {
      assetTag: tag,
      categoryId: category.id,
      name: `Tool ${tag}`,
      location,
      purchaseDate: "2026-01-10",
      purchasePrice: 1000
    })
    expect(response.status, await response.clone().text()).toBe(201)
    assets.push(await json<Asset>(response))
  }
}, 120_000)
afterAll(async () => app?.close())

describe("stocktakes over HTTP", () => {
  it("start: ADMIN and MANAGER may, USER may not (403), nobody signed out (401); a blank location is refused in words", async () => {
    expect((await as("ADMIN", "POST", "/stocktakes", { location: "Yard" })).status).toBe(201)
    expect((await as("MANAGER", "POST", "/stocktakes", { location: "Yard" })).status).toBe(201)
    expect((await as("USER", "POST", "/stocktakes", { location: "Yard" })).status).toBe(403)
    expect((await app.api("POST", "/stocktakes", { json: { location: "Yard" } })).status).toBe(401)
    const blank = await as("MANAGER", "POST", "/stocktakes", { location: "  " })
    expect(blank.status).toBe(400)
    expect((await json<{ message: string }>(blank)).message).toBe(StocktakeMessages.locationRequired)
  })

  it("the expected list: GET /assets?location= matches the location whatever its case and spaces", async () => {
    const expected = (await read<AssetPage>("/assets?location=WORKSHOP%20A")).items
    expect(expected.map((a) => a.assetTag).sort()).toEqual(["UD-0001", "UD-0002", "UD-0003"])
  })

  it("the scanned tags: GET /assets?tag=…&tag=… reads those assets only, as typed (case and spaces ignored); a tag nobody holds reads nothing", async () => {
    const scanned = (await read<AssetPage>("/assets?tag=ud-0001&tag=%20UD-0004%20&tag=UD-0999")).items
    expect(scanned.map((a) => a.assetTag).sort()).toEqual(["UD-0001", "UD-0004"])
  })

  it("finish: USER may not; MANAGER's finish closes the stocktake and records the sighting on each found asset in ONE append; notSeenSince then lists the missing and the never-counted", async () => {
    const stocktake = await start()
    const [a1, a2, a3] = assets
    const body = { foundAssetIds: [a1!.id, a2!.id], missingAssetIds: [a3!.id], unknownTags: ["ud-0999"] }
    expect((await as("USER", "POST", `/stocktakes/${stocktake.id}/finish`, body)).status).toBe(403)
    appends.length = 0
    const finished = await as("MANAGER", "POST", `/stocktakes/${stocktake.id}/finish`, body)
    expect(finished.status, await finished.clone().text()).toBe(200)
    expect(await json<Stocktake>(finished)).toMatchObject({
      status: "FINISHED",
      foundAssetIds: [a1!.id, a2!.id],
      missingAssetIds: [a3!.id],
      unknownTags: ["UD-0999"]
    })
    expect(appends.length).toBe(1)
    expect([...appends[0]!].sort()).toEqual([`Asset-${a1!.id}`, `Asset-${a2!.id}`, `Stocktake-${stocktake.id}`].sort())

    const seen = await read<Asset>(`/assets/${a1!.id}`)
    expect(seen.lastSeenLocation).toBe("Workshop A")
    expect(seen.stocktakeSightings?.map((s) => s.stocktakeId)).toEqual([stocktake.id])
    expect(seen.lastSeenAt).toBeTruthy()
    const today = seen.lastSeenAt!.slice(0, 10)
    const notSeen = (await read<AssetPage>(`/assets?notSeenSince=${today}`)).items
    expect(notSeen.map((a) => a.assetTag).sort()).toEqual(["UD-0003", "UD-0004"])
    // a bad date is refused in words, not ignored
    const bad = await as("USER", "GET", "/assets?notSeenSince=yesterday")
    expect(bad.status).toBe(400)

    // every role reads the past counts
    for (const who of ["ADMIN", "MANAGER", "USER"]) {
      const list = await read<Stocktake[]>("/stocktakes", who)
      expect(list.find((s) => s.id === stocktake.id)?.status).toBe("FINISHED")
      expect((await read<Stocktake>(`/stocktakes/${stocktake.id}`, who)).missingAssetIds).toEqual([a3!.id])
    }
    expect((await as("USER", "GET", "/stocktakes/nope")).status).toBe(404)
  })

  it("when two finishes of one stocktake race, then exactly one lands and the asset's history holds it once", async () => {
    const stocktake = await start()
    const a4 = assets[3]!
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => as("MANAGER", "POST", `/stocktakes/${stocktake.id}/finish`, { foundAssetIds: [a4.id], missingAssetIds: [], unknownTags: [] }))
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    const refused = answers.filter((a) => a.status !== 200)
    for (const answer of refused) {
      expect([409, 422]).toContain(answer.status)
      expect((await json<{ message: string }>(answer)).message).toBe(StocktakeMessages.notOpen)
    }
    const asset = await read<Asset>(`/assets/${a4.id}`)
    expect(asset.stocktakeSightings?.filter((s) => s.stocktakeId === stocktake.id)).toHaveLength(1)
  })

  it("cancel: USER may not; MANAGER cancels an open one; a cancelled one can't be finished; an unknown one is not found", async () => {
    const stocktake = await start()
    expect((await as("USER", "POST", `/stocktakes/${stocktake.id}/cancel`)).status).toBe(403)
    expect(await json<Stocktake>(as("ADMIN", "POST", `/stocktakes/${stocktake.id}/cancel`))).toMatchObject({ status: "CANCELLED" })
    const late = await as("MANAGER", "POST", `/stocktakes/${stocktake.id}/finish`, { foundAssetIds: [], missingAssetIds: [], unknownTags: [] })
    expect(late.status).toBe(422)
    expect((await json<{ message: string }>(late)).message).toBe(StocktakeMessages.notOpen)
    expect((await as("MANAGER", "POST", "/stocktakes/none/cancel")).status).toBe(404)
  })
})
