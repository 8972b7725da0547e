/**
 * Which LOTs an event names, read off its data: a LOT number or a LOT's id (`lotNumber`,
 * `lotId`, also inside an approval's subject), and the documents it refers to (a slicing
 * operation, an approval request, a stock movement's source document) that may belong to a LOT.
 */
export interface LotMentions {
  readonly lotNumbers: ReadonlyArray<string>
  readonly documentIds: ReadonlyArray<string>
}

const DOCUMENT_KEYS = new Set(["lotId", "operationId", "requestId", "sourceDocumentId", "transferId", "dryingId"])

/** A LOT number as the audit keys it: searched without regard to case or stray spaces. */
export const lotKey = (lotNumber: string) => lotNumber.trim().toUpperCase()

export const lotMentionsOf = (data: unknown): LotMentions => {
  const lotNumbers = new Set<string>()
  const documentIds = new Set<string>()
  const visit = (value: unknown, depth: number) => {
    if (depth > 3 || value === null || typeof value !== "object") return
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1))
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === "string" && field !== "") {
        if (key === "lotNumber") lotNumbers.add(lotKey(field))
        else if (DOCUMENT_KEYS.has(key)) documentIds.add(field)
      } else visit(field, depth + 1)
    }
  }
  visit(data, 0)
  return { lotNumbers: [...lotNumbers], documentIds: [...documentIds] }
}

/**
 * Streams whose every event belongs to the LOT once one of them names it. Shared streams (a
 * stock row, a wood type, a warehouse, a user) are not: only their events that name the LOT count.
 */
const LOT_OWNED_STREAM_PREFIXES = ["Lot-", "SlicingOperation-", "ApprovalRequest-", "Reservation-", "DryingBatch-", "Transfer-"]

export const isLotOwnedStream = (streamId: string) => LOT_OWNED_STREAM_PREFIXES.some((prefix) => streamId.startsWith(prefix))

/** The aggregate id of a stream `<Aggregate>-<id>`. */
export const documentIdOf = (streamId: string) => streamId.slice(streamId.indexOf("-") + 1)
