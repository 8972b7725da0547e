import type { SortOrder } from "@timber/contracts"

/**
 * Where a page ended: the last row's sort value and id, in the sort it was read in. Written as
 * the opaque `nextCursor` of contracts' Page; a cursor read in another sort or order is refused
 * (it would name a place in a different sequence).
 */
export interface CursorPosition {
  readonly sort: string
  readonly order: SortOrder
  /** The sort column's value as PostgreSQL prints it (`::text`), so a timestamp keeps its microseconds. */
  readonly value: string | null
  readonly id: string
}

export const encodeCursor = (position: CursorPosition): string =>
  Buffer.from(JSON.stringify([position.sort, position.order, position.value, position.id]), "utf8").toString("base64url")

/** The position a cursor names, or null when it was not written by `encodeCursor` for this sort and order. */
export const decodeCursor = (cursor: string, sort: string, order: SortOrder): CursorPosition | null => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"))
    if (!Array.isArray(parsed) || parsed.length !== 4) return null
    const [s, o, value, id] = parsed as unknown[]
    if (s !== sort || o !== order || typeof id !== "string" || (value !== null && typeof value !== "string")) return null
    return { sort, order, value, id }
  } catch {
    return null
  }
}
