import { HttpServerResponse } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { moneyAnswers, withoutHiddenMoney } from "./money-answers"

const bodyOf = (response: HttpServerResponse.HttpServerResponse) =>
  response.body._tag === "Uint8Array" ? (JSON.parse(new TextDecoder().decode(response.body.body)) as unknown) : null

describe("which answers lose the money a user may not see", () => {
  it("given the read API, then a route whose answer holds money has a filter and one without has none", () => {
    expect(moneyAnswers(ReadApi).has("GET /api/notifications")).toBe(false)
    expect(moneyAnswers(ReadApi).has("GET /api/assets/:id")).toBe(true)
  })

  it("given an asset's answer and a user without amount on its page, when it is sent, then its price is gone and the rest stays", () => {
    const filter = moneyAnswers(ReadApi).get("GET /api/assets/:id")!
    const sent = withoutHiddenMoney(HttpServerResponse.unsafeJson({ name: "Planer", purchasePrice: 1_500_000 }), filter, () => false)
    expect(bodyOf(sent)).toEqual({ name: "Planer" })
  })

  it("given an error answer, when it is sent, then it goes as it is: no error carries a DTO", () => {
    const filter = moneyAnswers(ReadApi).get("GET /api/assets/:id")!
    const refused = HttpServerResponse.unsafeJson({ error: "NotFound", message: "Not found" }, { status: 404 })
    expect(withoutHiddenMoney(refused, filter, () => false)).toBe(refused)
  })
})
