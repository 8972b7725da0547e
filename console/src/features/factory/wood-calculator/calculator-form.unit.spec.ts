import { CalculatorMessages, type Calculation } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { calculate, emptyForm, formFromHistory, sanitizePrice } from "./calculator-form"

const filled = { ...emptyForm, woodTypeId: "wt", thickness: "2", width: "6", length: "12", pricePerPlank: "60000" }

describe("wood calculator form", () => {
  it("asks for what is missing in the spec's order: wood type, dimensions, price", () => {
    expect(calculate(emptyForm)).toEqual({ ok: false, message: CalculatorMessages.woodTypeRequired })
    expect(calculate({ ...filled, width: "" })).toEqual({ ok: false, message: CalculatorMessages.dimensionsRequired })
    expect(calculate({ ...filled, pricePerPlank: "" })).toEqual({ ok: false, message: CalculatorMessages.priceRequired })
  })
  it("keeps only digits and the decimal point in the price", () => expect(sanitizePrice("TZS 60,000.50/=")).toBe("60000.50"))
  it("never changes a price's magnitude or sign silently: an exponent, a sign or a letter inside the number stays for the field to refuse", () => {
    expect(sanitizePrice("1e")).toBe("1e")
    expect(sanitizePrice("1e200")).toBe("1e200")
    expect(sanitizePrice("-5")).toBe("-5")
    expect(sanitizePrice("12abc34")).toBe("12abc34")
    expect(sanitizePrice("60 000")).toBe("60000")
    expect(sanitizePrice("60,000 TZS")).toBe("60000")
    expect(sanitizePrice("1 e200")).toBe("1 e200")
  })
  it("divides a VAT-inclusive price by 1 + VAT/100 first", () => {
    const result = calculate({ ...filled, pricePerPlank: "70800", priceIncludesVat: true })
    expect(result.ok && result.result.figures.pricePerPlankExcludingVat).toBeCloseTo(60_000, 6)
  })
  it("loads a saved calculation back with its price excluding VAT", () => {
    const saved = { wood_type_id: "wt", thickness: 2, width: 6, length: 12, price_per_plank: 60_000, tax_percentage: 18, notes: null } as Calculation
    expect(formFromHistory(saved)).toMatchObject({ woodTypeId: "wt", pricePerPlank: "60000", priceIncludesVat: false, vatPercent: "18", notes: "" })
  })
})
