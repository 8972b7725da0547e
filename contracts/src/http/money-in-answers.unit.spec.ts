import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { LiveServerMessage } from "../live/messages"
import { isMarkedNotMoney, LOOKS_LIKE_MONEY, money, moneyFields, moneyFilter, moneyOf, walkProperties } from "../shared/money"
import { Page } from "../shared/page"
import { WallSnapshot } from "../wall/dto"
import { ReadApi, WriteApi } from "./api"
import { endpointsOf } from "./endpoints"

describe("money in answers", () => {
  it("given every answer of the API, when a field's name looks like money, then it is marked money or says why it is not", () => {
    const unmarked = new Set<string>()
    for (const endpoint of [...endpointsOf(ReadApi), ...endpointsOf(WriteApi)])
      walkProperties(endpoint.success.ast, "", (path, property) => {
        if (LOOKS_LIKE_MONEY.test(String(property.name)) && !moneyOf(property) && !isMarkedNotMoney(property))
          unmarked.add(`${endpoint.method} ${endpoint.path}: ${path}`)
      })
    expect([...unmarked]).toEqual([])
  })

  it("given the money the issue names, then each is marked on the page whose amount shows it", () => {
    const marked = (path: string) =>
      new Set(moneyFields(endpointsOf(ReadApi).find((e) => `${e.method} ${e.path}` === path)!.success).map((f) => `${f.path} ${f.page}`))
    expect(marked("GET /api/assets")).toEqual(new Set(["items[].purchasePrice assets-items", "items[].maintenanceRecords[].cost assets-items"]))
    expect(marked("GET /api/electricity/recharges")).toEqual(
      new Set(["items[].totalPaid drying-process", "items[].tariffPerKwh drying-process", "items[].smsText drying-process"])
    )
    expect(marked("GET /api/management/wood-receipts")).toEqual(new Set(["items[].estimatedAmount lot-creation"]))
  })

  it("given the wall and the live pushes, then neither carries any money at all", () => {
    expect(moneyFields(WallSnapshot)).toEqual([])
    expect(moneyFields(LiveServerMessage)).toEqual([])
    walkProperties(WallSnapshot.ast, "", (path, property) => expect(LOOKS_LIKE_MONEY.test(String(property.name)), path).toBe(false))
  })

  it("given a user without amount on a page, when an answer is filtered, then that page's money is gone and the rest stays", () => {
    const Row = Schema.Struct({ name: Schema.String, price: money("assets-items", Schema.Number), paid: money("drying-process", Schema.NullOr(Schema.Number)) })
    const filter = moneyFilter(Page(Row))!
    const answer = () => ({ items: [{ name: "Planer", price: 1_500_000, paid: null }], nextCursor: null, total: 1 })
    expect(filter(answer(), (page) => page === "drying-process")).toEqual({ items: [{ name: "Planer", paid: null }], nextCursor: null, total: 1 })
    expect(filter(answer(), () => true)).toEqual(answer())
    expect(filter(answer(), () => false)).toEqual({ items: [{ name: "Planer" }], nextCursor: null, total: 1 })
  })

  it("given money only in some records (a cost rule's threshold), then only those records lose it", () => {
    const Rule = Schema.Struct({
      condition_type: Schema.String,
      condition_value: money("approvals", Schema.Number, (r) => r.condition_type === "cost_above")
    })
    const filter = moneyFilter(Schema.Array(Rule))!
    expect(
      filter(
        [
          { condition_type: "cost_above", condition_value: 50_000 },
          { condition_type: "waste_percentage_above", condition_value: 10 }
        ],
        () => false
      )
    ).toEqual([{ condition_type: "cost_above" }, { condition_type: "waste_percentage_above", condition_value: 10 }])
  })

  it("given an answer whose schema holds no money, then it has no filter", () => {
    expect(moneyFilter(Schema.Struct({ name: Schema.String }))).toBeNull()
  })

  it("given an answer without its money, when the console decodes it, then it decodes (money is optional on the wire)", () => {
    const answer = { ...Schema.encodeSync(Schema.Struct({ a: Schema.Number }))({ a: 1 }) }
    const Row = Schema.Struct({ a: Schema.Number, price: money("assets-items", Schema.Number) })
    expect(Schema.decodeUnknownSync(Row)(answer)).toEqual({ a: 1 })
  })
})
