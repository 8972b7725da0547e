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

/**
 * A cursor whose value the sort column cannot hold (a time that is none, a size past bigint): only
 * a cursor made by hand names one, since `encodeCursor` writes the column's own text. The list
 * answers it as a cursor it did not write (400), not as the database's error (500).
 */
export class CursorRefused extends Error {
  constructor() {
    super("The cursor's value is not one its sort column can hold")
    this.name = "CursorRefused"
  }
}

/** PostgreSQL's class 22, data exception: a value the column's type refuses (SQLSTATE 22007, 22008, 22P02, 22003 …). */
export const isDataException = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === "string" && code.startsWith("22")
}
