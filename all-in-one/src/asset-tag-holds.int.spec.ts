import { AssetMessages, type Asset, type AssetCategory, type HeldAssetTag } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { callsAsStaff, staffOfEveryRole } from "./testing/staff-of-every-role"

/**
 * Issue 38 item 7: the Add Asset form's tag is a suggestion held for the person filling it in.
 * POST /assets/next-tag holds a tag until `heldUntil` (30 minutes); the create that names the hold
 * takes it; concurrent callers are handed different tags; a hold never used runs out; a tag typed
 * by hand still works.
 */
let app: HandWired
const tokens: Record<string, string> = {}
let tools = ""

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const { as, read } = callsAsStaff(() => app, tokens)
const assetBody = (assetTag: string, extra: Record<string, unknown> = {}) => ({
  assetTag,
  categoryId: tools,
  name: "Band saw - Makita",
  purchaseDate: "2026-01-31",
  purchasePrice: 450_000,
  ...extra
})
const holdNextTag = async (who = "MANAGER", from?: string) => {
  const response = await as(who, "POST", from === undefined ? "/assets/next-tag" : `/assets/next-tag?from=${from}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return json<HeldAssetTag>(response)
}
/** The form's journey: ask for the next tag, then create with it. */
const addAsset = async () => {
  const held = await holdNextTag()
  return as("MANAGER", "POST", "/assets", assetBody(held.assetTag, { tagHold: held.tagHold }))
}

beforeAll(async () => {
  app = await wireByHand()
  Object.assign(tokens, (await staffOfEveryRole(app)).tokens)
  const category = await as("ADMIN", "POST", "/assets/categories", { name: "Hand tools", code: "HT" })
  expect(category.status).toBe(201)
  tools = (await json<AssetCategory>(category)).id
}, 120_000)
afterAll(async () => app?.close())

describe("next-tag holds the tag it suggests", () => {
  it("given 20 people adding an asset at once, when each asks for the next tag and creates with it, then all 20 are created with 20 different tags", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => addAsset()))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))
    const tags = (await Promise.all(answers.map((a) => json<Asset>(a)))).map((a) => a.assetTag)
    expect(new Set(tags).size).toBe(20)
    // numbered on from the start of the register
    expect([...tags].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `UD-${String(i + 1).padStart(4, "0")}`))
    const register = await read<{ total: number }>("/assets?limit=50")
    expect(register.total).toBe(20)
  })

  it("given a tag held for someone, then the next caller is handed another, and no one else may take the held one until the hold runs out", async () => {
    const first = await holdNextTag()
    const second = await holdNextTag()
    expect(second.assetTag).not.toBe(first.assetTag)
    expect(Date.parse(first.heldUntil) - app.clock.now.getTime()).toBeGreaterThanOrEqual(29 * 60_000)
    // typed by hand by someone else while it is held (5 minutes on): refused
    app.clock.now = new Date(Date.now() + 5 * 60_000)
    const typed = await as("ADMIN", "POST", "/assets", assetBody(first.assetTag))
    expect(typed.status).toBe(409)
    expect((await json<{ message: string }>(typed)).message).toBe(AssetMessages.tagTaken(first.assetTag))
    // the holder's create takes it
    const mine = await as("MANAGER", "POST", "/assets", assetBody(first.assetTag, { tagHold: first.tagHold }))
    expect(mine.status).toBe(201)
    expect((await json<Asset>(mine)).assetTag).toBe(first.assetTag)
    // a hold is used once: naming it again does not take the tag from the asset that has it
    const again = await as("MANAGER", "POST", "/assets", assetBody(first.assetTag, { tagHold: first.tagHold, name: "Second saw" }))
    expect(again.status).toBe(409)
    // the second hold was never used: 30 minutes on, a tag typed by hand takes it
    app.clock.now = new Date(Date.now() + 31 * 60_000)
    const late = await as("ADMIN", "POST", "/assets", assetBody(second.assetTag))
    expect(late.status, await late.clone().text()).toBe(201)
  })

  it("given a tag typed by hand above the rest, then it is created as typed, and the form is handed the one after it, held", async () => {
    const typed = await as("MANAGER", "POST", "/assets", assetBody("UD-0500"))
    expect(typed.status).toBe(201)
    // the console's two steps: the read side's suggestion (after the highest in use), then the hold from there
    const { assetTag } = await read<{ assetTag: string }>("/assets/next-tag", "MANAGER")
    expect(assetTag).toBe("UD-0501")
    const [next, other] = [await holdNextTag("MANAGER", assetTag), await holdNextTag("MANAGER", assetTag)]
    expect([next.assetTag, other.assetTag]).toEqual(["UD-0501", "UD-0502"])
    expect((await as("MANAGER", "POST", "/assets", assetBody(next.assetTag, { tagHold: next.tagHold }))).status).toBe(201)
    // a start past any register, or not a tag, counts from UD-0001: a tag of the usual form, never a 500
    for (const from of ["UD-99999999999999999999999", "SAW-1", "UD-0000"]) expect((await holdNextTag("MANAGER", from)).assetTag).toMatch(/^UD-\d{4}$/)
  })

  it("given a USER, who may not add assets, then next-tag holds nothing for them", async () => {
    expect((await as("USER", "POST", "/assets/next-tag")).status).toBe(403)
  })
})
