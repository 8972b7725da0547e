import fc from "fast-check"
import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { fieldMessages } from "../http/message-catalogue"
import { CreateLotPayload } from "../lots/dto"
import { RolePayload } from "../roles/dto"
import { CreateUserPayload } from "../users/dto"
import { WarehousePayload } from "../warehouses/dto"
import { WoodTypePayload } from "../wood-types/dto"
import { identifierKey, normalizeIdentifier } from "./identifiers"
import { ValidationMessages } from "./validation-messages"
import { LotMessages } from "../lots/messages"

const lot = (lotNumber: string, supplier = "Sao Hill Sawmill") => ({
  wood_type_id: "wt-1",
  supplier,
  receipt_date: "2026-11-20",
  lot_number: lotNumber,
  purchase_order: "PO-1"
})

/** The first field message a body gets, as the wire answers it. */
const refusal = <A, I>(schema: Schema.Schema<A, I>, body: unknown) => {
  const decoded = Schema.decodeUnknownEither(schema, { errors: "all" })(body)
  if (Either.isRight(decoded)) return null
  return fieldMessages(ParseResult.ArrayFormatter.formatErrorSync(decoded.left))[0]?.message ?? null
}

describe("identifiers: one normal form, one comparison key", () => {
  it("removes format characters, applies NFKC, turns hyphen look-alikes into '-', collapses and trims whitespace", () => {
    expect(normalizeIdentifier("LOT-001\u200B")).toBe("LOT-001")
    expect(normalizeIdentifier("LOT\u2011001")).toBe("LOT-001")
    expect(normalizeIdentifier("\uFF2C\uFF2F\uFF34-001")).toBe("LOT-001")
    expect(normalizeIdentifier("\u00A0 Main\u3000\u3000yard \u200D")).toBe("Main yard")
    expect(normalizeIdentifier("ca\u00ADfe\u0301")).toBe("caf\u00E9")
  })

  it("compares case-folded: 'Teak' and 'teak ' have one key, 'Teak' is stored as typed", () => {
    expect(identifierKey("teak ")).toBe(identifierKey("Teak"))
    expect(normalizeIdentifier("Teak")).toBe("Teak")
  })

  it("normalising twice changes nothing (a stored value is its own normal form)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(normalizeIdentifier(normalizeIdentifier(text))).toBe(normalizeIdentifier(text))
      })
    )
  })
})

describe("identifiers in write bodies", () => {
  it("a body's identifier decodes to its normal form: what is stored is what the user typed, normalised", () => {
    expect(Schema.decodeUnknownSync(CreateLotPayload)(lot("\uFF2C\uFF2F\uFF34\u2011001\u200B ")).lot_number).toBe("LOT-001")
    expect(Schema.decodeUnknownSync(WarehousePayload)({ code: " wh\u2011001", name: "Main\u00A0yard" })).toMatchObject({ code: "wh-001", name: "Main yard" })
    expect(Schema.decodeUnknownSync(WoodTypePayload)({ name: "Teak " }).name).toBe("Teak")
    expect(Schema.decodeUnknownSync(RolePayload.pick("name"))({ name: "\uFF42oss" }).name).toBe("boss")
  })

  it("refuses an identifier that is empty after normalising with the field's required message", () => {
    expect(refusal(CreateLotPayload, lot("\u200B\u200D"))).toBe(LotMessages.lotNumberRequired)
    expect(refusal(CreateLotPayload, lot("\u00A0\u3000"))).toBe(LotMessages.lotNumberRequired)
    expect(refusal(WoodTypePayload, { name: "\uFEFF" })).toBe("Name is required")
  })

  it.each([
    ["a LOT number", CreateLotPayload, lot("LOT-\u202E100"), "LOT Number"],
    ["a supplier", CreateLotPayload, lot("LOT-1", "Sao\u2066 Hill"), "Supplier"],
    ["a warehouse name", WarehousePayload, { code: "WH-1", name: "Yard\u200F" }, "Name"],
    ["a wood type name", WoodTypePayload, { name: "\u202DTeak" }, "Name"],
    ["a role name", RolePayload.pick("name"), { name: "BOSS\u061C" }, "Role name"],
    ["a user's e-mail", CreateUserPayload, { email: "a\u202E@timber.works", password: "Passw0rd-long", firstName: "Ada", role: "USER" }, "Email"],
    [
      "a user's last name",
      CreateUserPayload,
      { email: "a@timber.works", password: "Passw0rd-long", firstName: "Ada", lastName: "Love\u2067lace", role: "USER" },
      "Last name"
    ]
  ] as const)("refuses a bidirectional control character in %s", (_, schema, body, label) => {
    expect(refusal(schema as Schema.Schema<unknown, unknown>, body)).toBe(ValidationMessages.controlCharacters(label))
  })

  it("checks an e-mail's form after normalising: a fullwidth @ is an @", () => {
    const body = { email: "ada\uFF20timber.works", password: "Passw0rd-long", firstName: "Ada", role: "USER" }
    expect(Schema.decodeUnknownSync(CreateUserPayload)(body).email).toBe("ada@timber.works")
  })
})
