/** A field a stale-edit notice compares: its label as the form shows it, and how a value reads. */
export interface ComparedField<R> {
  readonly label: string
  readonly value: (record: R) => unknown
  readonly format?: (value: unknown) => string
}

export interface FieldChange {
  readonly label: string
  readonly loaded: string
  readonly current: string
}

/** How a value reads when a field has no format of its own: empty for nothing, Yes/No, lists joined. */
export const readable = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "(empty)"
  if (typeof value === "boolean") return value ? "Yes" : "No"
  if (Array.isArray(value)) return value.length === 0 ? "(empty)" : value.map(readable).join(", ")
  if (typeof value === "object") return JSON.stringify(value)
  return String(value)
}

/** The fields whose value differs between the record the user loaded and the record as it is now, in the form's order. */
export const whatChanged = <R>(loaded: R, current: R, fields: ReadonlyArray<ComparedField<R>>): ReadonlyArray<FieldChange> =>
  fields.flatMap((field) => {
    const format = field.format ?? readable
    const before = format(field.value(loaded))
    const now = format(field.value(current))
    return before === now ? [] : [{ label: field.label, loaded: before, current: now }]
  })
