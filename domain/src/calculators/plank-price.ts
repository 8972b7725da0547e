/**
 * The wood price calculator of spec section 9: one definition, used by the server
 * (to recompute what a client saves) and by the console.
 */
export { DEFAULT_VAT } from "@timber/contracts"
export const METRES_PER_INCH = 0.0254
export const METRES_PER_FOOT = 0.3048

/** The price field keeps only digits and the decimal point. */
export const priceFieldText = (typed: string) => typed.replace(/[^0-9.]/g, "")

/** An empty or unreadable number counts as 0. */
export const numberOrZero = (text: string | number | null | undefined) => {
  if (typeof text === "number") return Number.isFinite(text) ? text : 0
  const n = Number.parseFloat(text ?? "")
  return Number.isFinite(n) ? n : 0
}

export interface PlankInput {
  readonly thicknessInches: number
  readonly widthInches: number
  readonly lengthFeet: number
  readonly pricePerPlank: number
  readonly priceIncludesVat: boolean
  readonly vatPercent: number
}

export interface PlankPrice {
  /** m³ of one plank */
  readonly volumePerPlank: number
  readonly planksPerCubicMetre: number
  readonly pricePerPlankExcludingVat: number
  readonly pricePerPlankIncludingVat: number
  readonly pricePerCubicMetreExcludingVat: number
  readonly pricePerCubicMetreIncludingVat: number
}

export const plankVolume = (thicknessInches: number, widthInches: number, lengthFeet: number) =>
  thicknessInches * METRES_PER_INCH * (widthInches * METRES_PER_INCH) * (lengthFeet * METRES_PER_FOOT)

const vatFactor = (vatPercent: number) => 1 + vatPercent / 100

export const priceExcludingVat = (price: number, includesVat: boolean, vatPercent: number) => (includesVat ? price / vatFactor(vatPercent) : price)

export const calculatePlankPrice = (input: PlankInput): PlankPrice => {
  const volumePerPlank = plankVolume(input.thicknessInches, input.widthInches, input.lengthFeet)
  const planksPerCubicMetre = volumePerPlank > 0 ? 1 / volumePerPlank : 0
  const pricePerPlankExcludingVat = priceExcludingVat(input.pricePerPlank, input.priceIncludesVat, input.vatPercent)
  const pricePerCubicMetreExcludingVat = pricePerPlankExcludingVat * planksPerCubicMetre
  return {
    volumePerPlank,
    planksPerCubicMetre,
    pricePerPlankExcludingVat,
    pricePerPlankIncludingVat: pricePerPlankExcludingVat * vatFactor(input.vatPercent),
    pricePerCubicMetreExcludingVat,
    pricePerCubicMetreIncludingVat: pricePerCubicMetreExcludingVat * vatFactor(input.vatPercent)
  }
}

/** Volume per plank as shown: 4 decimals. */
export const formatPlankVolume = (volume: number) => volume.toFixed(4)
