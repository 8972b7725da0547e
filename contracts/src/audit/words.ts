/**
 * How the audit's sentences show figures and records: a volume to 4 decimals as
 * the receipt screens show m³ (factory spec section 9), a percentage to at most 2 decimals, and a
 * record by its name or code (LOT number, serial, batch and transfer numbers, warehouse code, wood
 * type and user names) instead of its id, never float noise like "0.08495053977599999 m³".
 */
export const m3Words = (m3: number | null | undefined) => (m3 === null || m3 === undefined ? "no volume given" : `${m3.toFixed(4)} m³`)
/** An amount of money as the kiln charges show it: whole shillings with thousands separated ("TZS 43,869"). */
export const tzsWords = (amount: number) => `TZS ${Math.round(amount).toLocaleString("en-US")}`
/** Energy to at most 2 decimals. */
export const kwhWords = (kwh: number) => `${Number(kwh.toFixed(2))} kWh`
export const percentWords = (percent: number) => `${Number(percent.toFixed(2))} %`

/** Record id -> what people call it, for the records a page of the audit names. */
export type RecordNames = ReadonlyMap<string, string>

/** The ids an event's data names at its top level (`lotId`, `operationId`, `userIds`…): what a page of the audit looks names up for. */
export const idsNamedIn = (data: unknown): ReadonlyArray<string> => {
  if (typeof data !== "object" || data === null) return []
  return Object.entries(data).flatMap(([field, value]) => {
    if (field.endsWith("Id") && typeof value === "string") return [value]
    if (field.endsWith("Ids") && Array.isArray(value)) return value.filter((v): v is string => typeof v === "string")
    return []
  })
}
