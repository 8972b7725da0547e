import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import {
  AUDIT_PAGE_DEFAULT,
  changesAsSeen,
  describeEvent,
  eventDataAsSeen,
  idsNamedIn,
  metadataOf,
  moneyNamesOf,
  NotFound,
  ReadApi,
  recordAsSeen,
  streamOfRecord,
  type AuditActor,
  type AuditAsOf,
  type AuditEvent,
  type AuditEventsPage,
  type AuditExportFormat,
  type AuditSearchParams,
  type AuthenticatedUser,
  type RecordNames,
  type SeesMoney,
  type StoredEvent
} from "@timber/contracts"
import { can } from "@timber/domain/permissions/index"
import { recordNames, searchAuditEvents, userNames, type AuditEventRow, type AuditSearch, type ReadDb } from "@timber/projections"
import { Chunk, Effect, Option, Stream } from "effect"
import { RECORD_DECIDERS, replayRecord, versionAt } from "../audit/record-replay"
import { QueryContext, query } from "./context"
import { requireAny } from "./permissions"

const requireAudit = requireAny(["audit", "read"])

/** The amounts the auditor may see: each figure of an event by the `amount` of the page its mark names. */
const seesOf =
  (user: AuthenticatedUser): SeesMoney =>
  (page) =>
    can(user, page, "amount")

/** Rows per read while an export streams: memory stays one page whatever the selection's size. */
const EXPORT_PAGE = 1_000

const actorOf = (id: string | null, email: string | null, name: string | null): AuditActor | null => (id === null ? null : { id, email, name })

const whoSays = (actor: AuditActor | null) => actor?.name ?? actor?.email ?? (actor?.id === "system" ? "The system" : (actor?.id ?? "Someone"))

/** What the records a page of events names are called, looked up once for the page. */
const namesFor = (db: ReadDb, rows: ReadonlyArray<{ readonly data: unknown }>) =>
  recordNames(
    db,
    rows.flatMap((row) => idsNamedIn(row.data))
  )

/** An event of the log as its reader may see it: its data and its sentence without the money they lack `amount` for. */
export const auditEventOf = (row: AuditEventRow, sees: SeesMoney, names: RecordNames = new Map()): AuditEvent => {
  const user = actorOf(row.userId, row.userEmail, row.userName)
  const data = eventDataAsSeen(row.type, row.data, sees)
  return {
    position: row.position,
    eventId: row.eventId,
    streamId: row.streamId,
    type: row.type,
    version: Number(row.revision) + 1,
    occurredAt: row.occurredAt,
    user,
    description: describeEvent({ type: row.type, data, metadata: (row.metadata ?? {}) as StoredEvent["metadata"] }, whoSays(user), names),
    data,
    metadata: row.metadata
  }
}

const searchOf = (params: AuditSearchParams, limit: number): AuditSearch => ({
  stream: params.stream || undefined,
  type: params.type || undefined,
  user: params.user || undefined,
  from: params.from,
  to: params.to,
  lot: params.lot || undefined,
  before: params.cursor === undefined ? undefined : BigInt(params.cursor),
  limit
})

const CSV_COLUMNS = ["position", "occurredAt", "user", "type", "stream", "version", "description", "data"] as const

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

const exportLine = (format: AuditExportFormat, event: AuditEvent) =>
  format === "ndjson"
    ? `${JSON.stringify(event)}\n`
    : `${[event.position, event.occurredAt, event.user?.email ?? event.user?.id ?? "", event.type, event.streamId, String(event.version), event.description, JSON.stringify(event.data)].map(csvCell).join(",")}\n`

/**
 * GET /audit/events, its export and GET /audit/{kind}/{id}, each behind
 * the `audit` page (read). The search and the export read the audit projection; the as-of view
 * folds the record's stream from the log with its aggregate's own evolve.
 */
export const AuditLive = HttpApiBuilder.group(ReadApi, "audit", (h) =>
  h
    .handle("events", ({ urlParams }) =>
      Effect.flatMap(requireAudit, (auditor) =>
        query(async ({ db }): Promise<AuditEventsPage> => {
          const limit = urlParams.limit ?? AUDIT_PAGE_DEFAULT
          // one row more than the page says whether an older page exists, so the last page has no cursor
          const rows = await searchAuditEvents(db, searchOf(urlParams, limit + 1))
          const page = rows.slice(0, limit)
          const names = await namesFor(db, page)
          return {
            events: page.map((row) => auditEventOf(row, seesOf(auditor), names)),
            nextCursor: rows.length > limit ? page[page.length - 1]!.position : null
          }
        })
      )
    )
    .handle("export", ({ urlParams }) =>
      Effect.gen(function* () {
        const sees = seesOf(yield* requireAudit)
        const { db } = yield* QueryContext
        const encoder = new TextEncoder()
        const header = urlParams.format === "csv" ? [`${CSV_COLUMNS.join(",")}\n`] : []
        const page = (before: bigint | undefined) =>
          Effect.promise(async () => {
            const rows = await searchAuditEvents(db, { ...searchOf(urlParams, EXPORT_PAGE), before })
            const names = await namesFor(db, rows)
            const lines = Chunk.fromIterable(rows.map((row) => exportLine(urlParams.format, auditEventOf(row, sees, names))))
            const next: Option.Option<bigint | undefined> = rows.length === EXPORT_PAGE ? Option.some(BigInt(rows[rows.length - 1]!.position)) : Option.none()
            return [lines, next] as const
          })
        // the first page is read before answering: a query the database refuses fails here, as a
        // 500 in the house shape with the security headers, not as a 200 whose stream breaks
        const [firstLines, afterFirst] = yield* page(urlParams.cursor === undefined ? undefined : BigInt(urlParams.cursor))
        // then page by page from there: the response streams while the next page is read, never the whole selection in memory
        const pages = Stream.concat(
          Stream.fromChunk(firstLines),
          Option.match(afterFirst, { onNone: () => Stream.empty, onSome: (before) => Stream.paginateChunkEffect(before, page) })
        )
        const body = Stream.concat(Stream.fromIterable(header), pages).pipe(Stream.map((line) => encoder.encode(line)))
        const name = `audit-events.${urlParams.format}`
        return HttpServerResponse.stream(body, {
          contentType: urlParams.format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson",
          headers: { "content-disposition": `attachment; filename="${name}"` }
        })
      })
    )
    .handle("asOf", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const sees = seesOf(yield* requireAudit)
        const ctx = yield* QueryContext
        const id = yield* Effect.promise(() => recordIdOf(ctx, path.kind, path.id))
        const events = yield* ctx.store.readStream(streamOfRecord(path.kind, id)).pipe(Effect.orDie)
        if (events.length === 0) return yield* Effect.fail(new NotFound({ message: `No ${path.kind} ${path.id} in the event history` }))
        const replay = replayRecord(path.kind, id, events)
        const occurredAt = (event: (typeof events)[number]) => metadataOf(event).occurredAt
        const version = Math.min(
          urlParams.version ?? (urlParams.at !== undefined ? versionAt(replay, urlParams.at, occurredAt) : replay.steps.length),
          replay.steps.length
        )
        const names = yield* Effect.promise(() =>
          userNames(
            ctx.db,
            events.map((event) => metadataOf(event).userId ?? "")
          )
        )
        const recordsNamed = yield* Effect.promise(() => namesFor(ctx.db, events))
        // the record keeps its events' money under the same names: hidden as the events' data is
        const money = moneyNamesOf(RECORD_DECIDERS[path.kind].events)
        const answer: AuditAsOf = {
          kind: path.kind,
          id,
          streamId: replay.streamId,
          version,
          versions: replay.steps.length,
          asOf: version === 0 ? null : occurredAt(replay.steps[version - 1]!.event),
          state: recordAsSeen(version === 0 ? replay.initial : replay.steps[version - 1]!.after, money, sees),
          timeline: replay.steps.map((step, index) => {
            const meta = metadataOf(step.event)
            const user = actorOf(meta.userId, meta.userEmail, names.get(meta.userId ?? "") ?? null)
            const data = eventDataAsSeen(step.event.type, step.event.data, sees)
            return {
              version: index + 1,
              position: step.event.position.toString(),
              type: step.event.type,
              occurredAt: meta.occurredAt,
              user,
              description: describeEvent({ ...step.event, data }, whoSays(user), recordsNamed),
              data,
              changes: changesAsSeen(step.changes, money, sees)
            }
          })
        }
        return answer
      })
    )
)

/** A LOT may be named by its number as auditors know it; every other record by its id. */
const recordIdOf = async (ctx: QueryContext["Type"], kind: string, id: string): Promise<string> => {
  if (kind !== "lot") return id
  const row = await ctx.db.selectFrom("wood_receipts").select("id").where("lot_number", "=", id).executeTakeFirst()
  return row?.id ?? id
}
