import { Arbitrary, Either, FastCheck as fc, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CreateLotPayload } from "../lots/dto"
import { LotMessages } from "../lots/messages"
import { ValidationMessages } from "../shared/validation-messages"
import { fieldMessages, isCatalogueMessage } from "./message-catalogue"

const lot = { wood_type_id: "w", supplier: "S", receipt_date: "2026-11-21", lot_number: "LOT-1", purchase_order: "PO" }
const issuesOf = (body: unknown) => {
  const result = Schema.decodeUnknownEither(CreateLotPayload)(body)
  if (Either.isRight(result)) throw new Error("the body was valid")
  return ParseResult.ArrayFormatter.formatErrorSync(result.left)
}

describe("the message catalogue", () => {
  it("given a negative volume, when the field messages are made, then the field gets the spec's sentence once (not one per union member)", () => {
    expect(fieldMessages(issuesOf({ ...lot, total_volume_m3: -1 }))).toEqual([{ path: "total_volume_m3", message: "Estimated volume: min 0" }])
  })

  it("given a body that is not an object, then the sentence says so instead of printing the schema", () => {
    expect(fieldMessages(issuesOf([1, 2]))).toEqual([{ path: "", message: ValidationMessages.notAnObject }])
  })

  it("given Effect's own text for a field, then it is replaced by the catalogue's sentence for that kind of issue", () => {
    expect(fieldMessages([{ _tag: "Missing", path: ["sleeper_sizes", 0, "width"], message: "is missing" }])).toEqual([
      { path: "sleeper_sizes.0.width", message: "Width is required" }
    ])
    expect(fieldMessages([{ _tag: "Type", path: ["woodTypeId"], message: "Expected string, actual 5" }])).toEqual([
      { path: "woodTypeId", message: "Wood type id is not valid" }
    ])
  })

  it("knows the spec's sentences and the templates, and refuses schema text", () => {
    expect(isCatalogueMessage(LotMessages.supplierRequired)).toBe(true)
    expect(isCatalogueMessage(LotMessages.lotNumberTaken("LOT-9"))).toBe(true)
    expect(isCatalogueMessage(ValidationMessages.aboveMax("Estimated pieces", 10_000_000))).toBe(true)
    expect(isCatalogueMessage("Expected { readonly wood_type_id: string }, actual []")).toBe(false)
    expect(isCatalogueMessage("(<declaration schema> <-> { readonly wood_type_id: …})")).toBe(false)
  })

  it("property: every body generated from the LOT contract decodes, so the console's forms and the property tests can generate valid input", () => {
    fc.assert(
      fc.property(Arbitrary.make(CreateLotPayload), (body) => Schema.is(CreateLotPayload)(body)),
      { numRuns: 50 }
    )
  })
})
