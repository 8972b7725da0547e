import { DryingMessages, StockMessages, type DryingReading, type StartDryingPayload, type WarehouseStockRow } from "@timber/contracts"
import { parseStockThickness } from "@timber/contracts/stock/thickness"
import { convertThickness, inchesToMm } from "@timber/domain/calculators/drying-thickness"
import { dateTimeLocal } from "../../../lib/datetime-local"

/**
 * The New Drying Process and reading forms (factory spec section 5): what the dialogs check
 * before they send, each refusal in the spec's words. The server checks the same again.
 */

/** Thickness in mm of a stock row's thickness text (1" → 25.4); null when the text names none. */
export const stockThicknessMm = (text: string): number | null => {
  const parsed = parseStockThickness(text)
  if (parsed === null) return null
  switch (parsed.unit) {
    case "inch":
      return inchesToMm(parsed.value)
    case "cm":
      return parsed.value * 10
    case "mm":
      return parsed.value
    default:
      return parsed.unit satisfies never
  }
}

/** The stock rows a batch may take from: the chosen wood type's rows with not-dried pieces above 0. */
export const dryableRows = (rows: ReadonlyArray<WarehouseStockRow>, woodTypeId: string) =>
  rows.filter((r) => r.woodTypeId === woodTypeId && r.statusNotDried > 0)

/** The wood types that have not-dried stock in the warehouse, once each. */
export const dryableWoodTypes = (rows: ReadonlyArray<WarehouseStockRow>) => {
  const seen = new Map<string, string>()
  for (const r of rows) if (r.statusNotDried > 0 && !seen.has(r.woodTypeId)) seen.set(r.woodTypeId, r.woodType.name)
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

export interface NewDryingForm {
  readonly warehouseId: string
  readonly woodTypeId: string
  /** the chosen stock row's id (rows of one thickness differ by product and width) */
  readonly stockRowId: string
  readonly pieces: string
  readonly startingHumidity: string
  readonly startingElectricityUnits: string
  /** yyyy-MM-ddTHH:mm, local */
  readonly startTime: string
  readonly notes: string
}

/** Create is enabled only with a wood type, a thickness and a piece count (spec section 5). */
export const mayCreate = (form: NewDryingForm) => form.woodTypeId !== "" && form.stockRowId !== "" && form.pieces.trim() !== ""

const optionalNumber = (text: string) => (text.trim() === "" ? null : Number(text))

/** The start's body, or the alert the spec gives: the stock row missing, pieces not a whole number ≥ 1, or more than it holds not dried. */
export const newDryingPayload = (form: NewDryingForm, rows: ReadonlyArray<WarehouseStockRow>): { ok: StartDryingPayload } | { alert: string } => {
  const row = rows.find((r) => r.warehouseId === form.warehouseId && r.woodTypeId === form.woodTypeId && r.id === form.stockRowId)
  const thickness = row === undefined ? null : stockThicknessMm(row.thickness)
  if (row === undefined || thickness === null) return { alert: StockMessages.selectedStockNotFound }
  const pieces = Number(form.pieces)
  if (!Number.isInteger(pieces) || pieces < 1) return { alert: DryingMessages.piecesInvalid }
  if (pieces > row.statusNotDried) return { alert: StockMessages.notEnough("DRYING_STARTED", pieces, row.statusNotDried, "Not Dried") }
  const humidity = optionalNumber(form.startingHumidity)
  if (humidity !== null && !(humidity >= 0 && humidity <= 100)) return { alert: DryingMessages.humidityRange }
  const units = optionalNumber(form.startingElectricityUnits)
  return {
    ok: {
      warehouseId: form.warehouseId,
      woodTypeId: form.woodTypeId,
      thickness,
      thicknessUnit: "mm",
      stockThickness: row.thickness,
      // the row in nominal sizes it takes from (a legacy row names its thickness only)
      ...(row.product === null ? {} : { stockProduct: row.product, stockWidth: row.width }),
      pieceCount: pieces,
      startingHumidity: humidity,
      startingElectricityUnits: units !== null && Number.isFinite(units) && units >= 0 ? units : null,
      startTime: form.startTime ? new Date(form.startTime).toISOString() : undefined,
      notes: form.notes.trim() === "" ? null : form.notes.trim(),
      useStock: true
    }
  }
}

export interface ReadingForm {
  readonly electricityMeter: string
  readonly humidity: string
  readonly readingTime: string
  readonly notes: string
  readonly lukuSms: string
}

/** A reading's body, or the spec's refusal: meter and humidity required, humidity 0–100, the meter not negative. */
export const readingPayload = (form: ReadingForm) => {
  if (form.electricityMeter.trim() === "" || form.humidity.trim() === "") return { alert: DryingMessages.electricityRequired } as const
  const electricityMeter = Number(form.electricityMeter)
  const humidity = Number(form.humidity)
  if (!Number.isFinite(electricityMeter) || electricityMeter < 0 || !Number.isFinite(humidity)) return { alert: DryingMessages.electricityRequired } as const
  if (humidity < 0 || humidity > 100) return { alert: DryingMessages.humidityRange } as const
  return {
    ok: {
      electricityMeter,
      humidity,
      readingTime: form.readingTime ? new Date(form.readingTime).toISOString() : undefined,
      notes: form.notes.trim() === "" ? null : form.notes.trim(),
      lukuSms: form.lukuSms.trim() === "" ? null : form.lukuSms.trim()
    }
  } as const
}

/** Edit Reading's form: the reading as stored, so a correction starts from what was typed. */
export const readingFormOf = (reading: DryingReading): ReadingForm => ({
  electricityMeter: String(reading.electricityMeter),
  humidity: String(reading.humidity),
  readingTime: localTime(reading.readingTime),
  notes: reading.notes ?? "",
  lukuSms: reading.lukuSms ?? ""
})

/** "now" as a datetime-local input holds it (the spec's default for the start and reading times). */
export const localNow = (now = new Date()) => dateTimeLocal(now)

/** An ISO time as a datetime-local input holds it. */
export const localTime = (iso: string) => dateTimeLocal(iso)

export interface EditBatchForm {
  readonly woodTypeId: string
  readonly thickness: string
  readonly unit: "mm" | "inch"
  readonly pieces: string
  readonly startingHumidity: string
  readonly startingElectricityUnits: string
  readonly startTime: string
  readonly notes: string
}

/** The Edit Process unit toggle: the typed thickness in the other unit (25.4 mm per inch), kept to 3 decimals. */
export const toggledThickness = (form: EditBatchForm, unit: "mm" | "inch"): EditBatchForm => {
  if (unit === form.unit || form.thickness.trim() === "" || !Number.isFinite(Number(form.thickness))) return { ...form, unit }
  return { ...form, unit, thickness: String(Number(convertThickness(Number(form.thickness), form.unit, unit).toFixed(3))) }
}

/** Edit Process's body (spec section 5: wood type, thickness and pieces required), or its refusal. */
export const editBatchPayload = (form: EditBatchForm) => {
  if (form.woodTypeId === "") return { alert: DryingMessages.woodTypeRequired } as const
  const thickness = Number(form.thickness)
  if (form.thickness.trim() === "" || !(thickness > 0)) return { alert: "Please enter a valid thickness" } as const
  const pieces = Number(form.pieces)
  if (!Number.isInteger(pieces) || pieces < 1) return { alert: DryingMessages.piecesInvalid } as const
  const humidity = optionalNumber(form.startingHumidity)
  if (humidity !== null && !(humidity >= 0 && humidity <= 100)) return { alert: DryingMessages.humidityRange } as const
  const units = optionalNumber(form.startingElectricityUnits)
  return {
    ok: {
      woodTypeId: form.woodTypeId,
      thickness,
      thicknessUnit: form.unit,
      pieceCount: pieces,
      startingHumidity: humidity,
      startingElectricityUnits: units !== null && Number.isFinite(units) && units >= 0 ? units : null,
      startTime: form.startTime ? new Date(form.startTime).toISOString() : undefined,
      notes: form.notes.trim() === "" ? null : form.notes.trim()
    }
  } as const
}
