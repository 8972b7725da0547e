import { AuthMessages, LotMessages, RoleMessages, WarehouseMessages, WoodTypeMessages } from "@timber/contracts"
import { PermissionTemplates } from "@timber/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let woodTypeId: string

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const post = (path: string, body: Record<string, unknown>) => app.api(path, { method: "POST", token: admin, json: body })

const lot = (lotNumber: string) => ({
  wood_type_id: woodTypeId,
  supplier: "Sao Hill Sawmill",
  receipt_date: "2026-11-20",
  lot_number: lotNumber,
  purchase_order: "PO-1",
  total_amount: 0
})

/** The three spellings of issue 24 item 8: a zero-width space after it, a non-breaking hyphen, fullwidth letters. */
const lookAlikes = (value: string) => [
  `${value}\u200B`,
  value.replace("-", "\u2011"),
  value.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
]

const refusedAsTaken = async (response: Response, message: string) => {
  expect(response.status).toBe(409)
  expect((await json<{ message: string }>(response)).message).toBe(message)
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(post("/factory/wood-types", { name: "Mninga" }))).id
})
afterAll(async () => app?.close())

describe("identifiers that look equal are equal (issue 24 item 8)", () => {
  it("given LOT-001, when its three look-alikes are created over HTTP, then each is refused as taken", async () => {
    const created = await post("/management/wood-receipts", lot("LOT-001"))
    expect(created.status).toBe(201)
    expect((await json<{ lotNumber: string }>(created)).lotNumber).toBe("LOT-001")
    for (const lookAlike of lookAlikes("LOT-001")) {
      await refusedAsTaken(await post("/management/wood-receipts", lot(lookAlike)), LotMessages.lotNumberTaken("LOT-001"))
    }
  })

  it("stores a LOT number as typed after normalising: fullwidth letters and a zero-width space are not kept", async () => {
    const created = await post("/management/wood-receipts", lot("\uFF2C\uFF2F\uFF34\u2011777\u200B"))
    expect(created.status).toBe(201)
    expect((await json<{ lotNumber: string }>(created)).lotNumber).toBe("LOT-777")
  })

  it("refuses a LOT number that is empty after normalising, and one with a bidirectional control", async () => {
    const blank = await post("/management/wood-receipts", lot("\u200B\u2060"))
    expect(blank.status).toBe(400)
    expect((await json<{ message: string }>(blank)).message).toBe(LotMessages.lotNumberRequired)
    const bidi = await post("/management/wood-receipts", lot("LOT-\u202E999"))
    expect(bidi.status).toBe(400)
  })

  it("given warehouse WH-001, then its look-alikes are refused as taken", async () => {
    expect((await post("/management/warehouses", { code: "WH-001", name: "Main yard" })).status).toBe(201)
    for (const lookAlike of lookAlikes("WH-001")) {
      await refusedAsTaken(await post("/management/warehouses", { code: lookAlike, name: "Second yard" }), WarehouseMessages.codeTaken("WH-001"))
    }
  })

  it("given wood type Teak, then 'teak ', a fullwidth TEAK and Teak with a zero-width joiner are refused as taken; a delete frees the name", async () => {
    const teak = await post("/factory/wood-types", { name: "Teak" })
    expect(teak.status).toBe(201)
    // the refusal names the wood type as it was asked for, normalised
    for (const [lookAlike, asked] of [
      ["teak ", "teak"],
      ["\uFF34\uFF25\uFF21\uFF2B", "TEAK"],
      ["Te\u200Dak", "Teak"]
    ]) {
      await refusedAsTaken(await post("/factory/wood-types", { name: lookAlike }), WoodTypeMessages.nameTaken(asked!))
    }
    const { id } = await json<{ id: string }>(teak)
    expect((await app.api(`/factory/wood-types/${id}`, { method: "DELETE", token: admin })).status).toBe(200)
    expect((await post("/factory/wood-types", { name: "teak" })).status).toBe(201)
  })

  it("given twelve concurrent creates of look-alike spellings of one wood type name, then exactly one is created and the others are refused as taken", async () => {
    const spellings = [
      "Mpingo",
      "mpingo",
      "MPINGO",
      " Mpingo ",
      "Mpingo\u200B",
      "\uFF2Dpingo",
      "Mp\u00ADingo",
      "\u00A0mpingo",
      "Mpi\u2060ngo",
      "mPINGO",
      "\uFEFFMpingo",
      "Mpingo\u3000"
    ]
    const answers = await Promise.all(spellings.map((name) => post("/factory/wood-types", { name })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(spellings.length - 1).fill(409)])
  })

  it("a renamed wood type frees its old name and takes the new one: another can't be renamed to it", async () => {
    const { id } = await json<{ id: string }>(post("/factory/wood-types", { name: "Mvule" }))
    const other = await json<{ id: string }>(post("/factory/wood-types", { name: "Mkongo" }))
    expect((await app.api(`/factory/wood-types/${id}`, { method: "PUT", token: admin, json: { name: "Iroko" } })).status).toBe(200)
    expect((await post("/factory/wood-types", { name: "mvule" })).status).toBe(201)
    await refusedAsTaken(
      await app.api(`/factory/wood-types/${other.id}`, { method: "PUT", token: admin, json: { name: "IROKO" } }),
      WoodTypeMessages.nameTaken("IROKO")
    )
  })

  it("given role YARD-BOSS, then its look-alikes are refused as taken", async () => {
    const role = (name: string) => post("/roles", { name, permissions: PermissionTemplates.USER })
    expect((await role("Yard-Boss")).status).toBe(201)
    for (const lookAlike of lookAlikes("YARD-BOSS")) {
      await refusedAsTaken(await role(lookAlike), RoleMessages.nameTaken("YARD-BOSS"))
    }
  })

  it("given a user's e-mail, then its look-alikes are refused as taken", async () => {
    const user = (email: string) => ({ email, password: "Passw0rd-long", firstName: "Asha", lastName: "Mrisho", role: "USER" })
    expect((await post("/users", user("asha@timber.works"))).status).toBe(201)
    for (const lookAlike of ["asha@timber.works\u200B", " ASHA@timber.works", "\uFF41sha@timber.works"]) {
      await refusedAsTaken(await post("/users", user(lookAlike)), AuthMessages.emailTaken("asha@timber.works"))
    }
  })
})
