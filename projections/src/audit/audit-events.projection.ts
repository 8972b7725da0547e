import { AUDITED_EVENT_TYPES, metadataOf } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"
import type { ReadDb } from "../database"
import { batched, type Projection } from "../runner/projection"
import { documentIdOf, isLotOwnedStream, lotMentionsOf } from "./lot-links"

/** Rows per multi-row insert: well under PostgreSQL's 65,535 parameters at 10 columns a row. */
const INSERT_CHUNK = 1_000

const chunks = <A>(rows: ReadonlyArray<A>): ReadonlyArray<ReadonlyArray<A>> =>
  Array.from({ length: Math.ceil(rows.length / INSERT_CHUNK) }, (_, i) => rows.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK))

/**
 * The LOT links already stored for a batch's streams and the documents it names: the one lookup
 * a batch makes, by `stream_id` or `document_id`, each indexed (migration 0100) so it costs the
 * rows it finds, not the table (a scan of 30k links on every batch).
 */
export const knownLotLinks = (trx: ReadDb, streamIds: ReadonlyArray<string>, documentIds: ReadonlyArray<string>) =>
  trx
    .selectFrom("audit_lot_streams")
    .select(["stream_id", "lot_number"])
    .where((eb) => eb.or([eb("stream_id", "in", streamIds), ...(documentIds.length > 0 ? [eb("document_id", "in", documentIds)] : [])]))

/**
 * The audit's index of the whole log: every event with who and when, and the
 * LOT index. A batch reads the LOT links of the streams and documents it names once, links in
 * memory in position order (a stream linked by its first event links its later ones in the same
 * batch), and writes in multi-row inserts. No live topic: the audit screen reads on demand.
 */
export const auditEventsProjection: Projection = {
  name: "audit-events",
  version: 1,
  eventTypes: AUDITED_EVENT_TYPES,
  tables: ["audit_events", "audit_lot_events", "audit_lot_streams"],
  // the LOT links are read back by each batch; the two indexes of the log only take inserts
  insertOnly: ["audit_events", "audit_lot_events"],
  ...batched(async (trx, events) => {
    const mentions = events.map((event) => ({ event, ...lotMentionsOf(event.data) }))
    const streamIds = [...new Set(events.map((event) => event.streamId))]
    const documentIds = [...new Set(mentions.flatMap((m) => m.documentIds))]
    const byStream = new Map<string, Set<string>>()
    const byDocument = new Map<string, Set<string>>()
    const remember = (streamId: string, lotNumber: string) => {
      const stream = byStream.get(streamId) ?? new Set<string>()
      stream.add(lotNumber)
      byStream.set(streamId, stream)
      const documentId = documentIdOf(streamId)
      const document = byDocument.get(documentId) ?? new Set<string>()
      document.add(lotNumber)
      byDocument.set(documentId, document)
    }
    const known = await knownLotLinks(trx, streamIds, documentIds).execute()
    for (const row of known) remember(row.stream_id, row.lot_number)
    const stored = new Set(known.map((row) => `${row.stream_id} ${row.lot_number}`))
    const newLinks: Array<{ id: string; stream_id: string; lot_number: string; document_id: string }> = []
    const lotEvents: Array<{ id: string; lot_number: string; position: string }> = []
    for (const { event, lotNumbers, documentIds: documents } of mentions) {
      const lots = new Set<string>([...lotNumbers, ...(byStream.get(event.streamId) ?? []), ...documents.flatMap((id) => [...(byDocument.get(id) ?? [])])])
      for (const lotNumber of lots) {
        lotEvents.push({ id: `${lotNumber} ${event.position}`, lot_number: lotNumber, position: event.position.toString() })
        const link = `${event.streamId} ${lotNumber}`
        if (isLotOwnedStream(event.streamId) && !stored.has(link)) {
          stored.add(link)
          remember(event.streamId, lotNumber)
          newLinks.push({ id: `${event.streamId} ${lotNumber}`, stream_id: event.streamId, lot_number: lotNumber, document_id: documentIdOf(event.streamId) })
        }
      }
    }
    for (const rows of chunks(events.map(auditRow)))
      await trx
        .insertInto("audit_events")
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute()
    for (const rows of chunks(lotEvents))
      await trx
        .insertInto("audit_lot_events")
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute()
    for (const rows of chunks(newLinks))
      await trx
        .insertInto("audit_lot_streams")
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute()
    return []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("audit_lot_events").execute()
    await trx.deleteFrom("audit_lot_streams").execute()
    await trx.deleteFrom("audit_events").execute()
  }
}

const auditRow = (event: RecordedEvent) => {
  const metadata = metadataOf(event)
  return {
    id: event.id,
    position: event.position.toString(),
    stream_id: event.streamId,
    type: event.type,
    revision: event.revision.toString(),
    occurred_at: metadata.occurredAt,
    user_id: metadata.userId,
    user_email: metadata.userEmail,
    data: JSON.stringify(event.data),
    metadata: JSON.stringify(event.metadata)
  }
}
