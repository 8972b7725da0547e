import { Option, Schema, SchemaAST } from "effect"
import { UPCASTERS } from "../event-versions"
import { EventMetadata } from "./metadata"

/**
 * An event as the store gives it back (the event store's RecordedEvent has this shape):
 * the decider's `_tag` is the stored type, the rest of the event is the data.
 */
export interface StoredEvent {
  readonly type: string
  readonly data: unknown
  readonly metadata: { readonly [key: string]: unknown }
  readonly recordedAt: Date
}

/** The version a stored event was written at: its metadata's `schemaVersion`; 1 for events written before versions were kept. */
export const storedVersionOf = (recorded: Pick<StoredEvent, "metadata">): number => {
  const version = recorded.metadata.schemaVersion
  return typeof version === "number" && Number.isInteger(version) && version >= 1 ? version : 1
}

/** A stored event's data as its type's current version reads it (upcasting.ts). */
export const upcastData = (recorded: Pick<StoredEvent, "type" | "data" | "metadata">): unknown => {
  const chain = UPCASTERS[recorded.type] ?? []
  let data = recorded.data as Readonly<Record<string, unknown>>
  for (let version = storedVersionOf(recorded); version <= chain.length; version++) data = chain[version - 1]!(data)
  return data
}

/**
 * The one way to read a stored event: the event as its decider writes it now — upcast from the
 * version it was written at — checked against the union of its aggregate's events. A stored event
 * the schema cannot read is a defect (it throws; a projection stops on it, a command dies with it).
 */
export const decodeEvent = <A extends { readonly _tag: string }, I>(schema: Schema.Schema<A, I, never>, recorded: StoredEvent): A =>
  Schema.decodeUnknownSync(schema)({ ...(upcastData(recorded) as object), _tag: recorded.type })

/** Who did it, in which conversation, and when: what every event's metadata carries (ARCHITECTURE section 2). */
export interface RecordedMetadata {
  readonly userId: string | null
  readonly userEmail: string | null
  readonly correlationId: string | null
  readonly causationId: string | null
  /** When it happened: the metadata's occurredAt, else when the store recorded it. */
  readonly occurredAt: string
}

const readMetadata = Schema.decodeUnknownOption(Schema.partial(EventMetadata))
const noMetadata: Partial<EventMetadata> = {}

/** The metadata of a stored event; a field missing or of the wrong kind reads as null. */
export const metadataOf = (recorded: StoredEvent): RecordedMetadata => {
  const m = Option.getOrElse(readMetadata(recorded.metadata), () => noMetadata)
  return {
    userId: m.userId ?? null,
    userEmail: m.userEmail ?? null,
    correlationId: m.correlationId ?? null,
    causationId: m.causationId ?? null,
    occurredAt: m.occurredAt ?? recorded.recordedAt.toISOString()
  }
}

/** The members of a union of tagged events, each with its stored type (a type read in two shapes appears twice). */
export const taggedMembersOf = (ast: SchemaAST.AST): ReadonlyArray<{ readonly type: string; readonly ast: SchemaAST.AST }> => {
  const tagOf = (member: SchemaAST.AST): ReadonlyArray<string> => {
    switch (member._tag) {
      case "TypeLiteral": {
        const tag = member.propertySignatures.find((p) => p.name === "_tag")?.type
        return tag !== undefined && SchemaAST.isLiteral(tag) ? [String(tag.literal)] : []
      }
      case "Transformation":
        return tagOf(member.to)
      case "Refinement":
        return tagOf(member.from)
      case "Suspend":
        return tagOf(member.f())
      default:
        return []
    }
  }
  if (ast._tag === "Union") return ast.types.flatMap(taggedMembersOf)
  if (ast._tag === "Suspend") return taggedMembersOf(ast.f())
  return tagOf(ast).map((type) => ({ type, ast }))
}

/** The stored types of a union of tagged events, read from the union itself (never a hand-written list). */
export const eventTypesOf = <A extends { readonly _tag: string }, I, R>(union: Schema.Schema<A, I, R>): ReadonlyArray<A["_tag"]> =>
  taggedMembersOf(union.ast).map((member) => member.type) as ReadonlyArray<A["_tag"]>
