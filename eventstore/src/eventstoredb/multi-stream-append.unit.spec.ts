import { WrongExpectedVersionError, type MultiAppendResult } from "@kurrent/kurrentdb-client"
import { multiStreamAppend } from "@kurrent/kurrentdb-client/dist/streams/appendToStream/multiStreamAppend"
import { describe, expect, it } from "vitest"
import type { NewEvent, RecordedEvent, StreamAppend } from "../port"
import {
  answersOf,
  decodeMetadata,
  encodeMetadata,
  guardedExpectation,
  replayedAnswers,
  replayReadOf,
  streamNamedTwice,
  toMultiStreamRequest,
  wrongRevisionOf
} from "./multi-stream-append"

// No KurrentDB server runs on these machines: these are the adapter's rules that need none.

const METADATA = { userId: "u-1", userEmail: "a@timber.works", correlationId: "c", causationId: "c", occurredAt: "2026-01-02T03:04:05.000Z", schemaVersion: 1 }
let n = 0
const event = (type: string): NewEvent => ({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`, type, data: { n }, metadata: METADATA })
const recorded = (streamId: string, revision: bigint, e: NewEvent, position = 100n + revision): RecordedEvent => ({
  ...e,
  streamId,
  revision,
  position,
  recordedAt: new Date(0)
})

describe("a guarded append (refuseIfHolds) on KurrentDB", () => {
  const use = (expectedRevision: StreamAppend["expectedRevision"] = "any"): StreamAppend => ({
    streamId: "WoodType-oak",
    events: [event("WoodTypeUsed")],
    expectedRevision,
    refuseIfHolds: "WoodTypeDeleted"
  })

  it("goes at exactly the revision of the stream's last event, so a deletion committed after that read makes the server refuse the call", () => {
    expect(guardedExpectation(use(), { type: "WoodTypeUsed", revision: 41n })).toBe(41n)
  })

  it("goes at no_stream when the stream does not exist yet, so one created meanwhile is a conflict too", () => {
    expect(guardedExpectation(use(), null)).toBe("no_stream")
  })

  it("is refused, before anything is sent, when the stream's last event is the refused type", () => {
    expect(guardedExpectation(use(), { type: "WoodTypeDeleted", revision: 3n })).toMatchObject({
      _tag: "StreamHolds",
      streamId: "WoodType-oak",
      eventType: "WoodTypeDeleted"
    })
  })

  it("keeps a revision the caller named, and an unguarded append keeps its own", () => {
    expect(guardedExpectation(use(7n), { type: "WoodTypeUsed", revision: 9n })).toBe(7n)
    expect(guardedExpectation({ streamId: "Lot-1", events: [], expectedRevision: "any" }, null)).toBe("any")
  })
})

describe("the multiStreamAppend request", () => {
  const lot = { streamId: "Lot-1", events: [event("LotCreated"), event("LotPriced")], expectedRevision: "no_stream" as const }
  const claim = { streamId: "LotNumber-7", events: [event("LotNumberClaimed")], expectedRevision: 4n }
  const use = { streamId: "WoodType-oak", events: [event("WoodTypeUsed")], expectedRevision: "any" as const, refuseIfHolds: "WoodTypeDeleted" }

  it("carries every stream once with the revision it is checked at, and every event with its id, type and data", () => {
    const request = toMultiStreamRequest([lot, claim, use], ["no_stream", 4n, 41n])
    expect(request.map((r) => [r.streamName, r.expectedState])).toEqual([
      ["Lot-1", "no_stream"],
      ["LotNumber-7", 4n],
      ["WoodType-oak", 41n]
    ])
    expect(request[0]!.events.map((e) => [e.id, e.type, e.data, e.contentType])).toEqual(lot.events.map((e) => [e.id, e.type, e.data, "application/json"]))
  })

  it("passes the client's own check of multi-stream metadata (string values only), and its metadata reads back as it was", async () => {
    const request = toMultiStreamRequest([lot, claim], ["no_stream", 4n])
    const sent = await multiStreamAppend.call({ execute: async () => "sent" } as never, request)
    expect(sent).toBe("sent")
    for (const e of request.flatMap((r) => r.events)) expect(decodeMetadata(e.metadata)).toEqual(METADATA)
  })

  it("names a stream given twice in one call (KurrentDB takes each stream once)", () => {
    expect(streamNamedTwice([lot, claim])).toBeUndefined()
    expect(streamNamedTwice([lot, claim, { ...lot, expectedRevision: 1n }])).toBe("Lot-1")
  })
})

describe("metadata through multiStreamAppend", () => {
  it("round-trips every JSON value, strings staying readable as they are", () => {
    const metadata = { userId: "u", schemaVersion: 2, nested: { a: [1, "x"] }, flag: false, none: null, looksLikeJson: "1" }
    const encoded = encodeMetadata(metadata)
    expect(encoded.userId).toBe("u")
    expect(Object.values(encoded).every((value) => typeof value === "string")).toBe(true)
    expect(decodeMetadata(encoded)).toEqual(metadata)
  })

  it("reads what the server stores: the properties as strings beside its own $-properties, which are not the event's", () => {
    const stored = { ...encodeMetadata(METADATA), "$schema.data-format": "Json", "$schema.name": "LotCreated", $traceId: "t" }
    expect(decodeMetadata(stored)).toEqual(METADATA)
  })

  it("reads single-stream appends' plain JSON metadata unchanged, and no metadata as none", () => {
    expect(decodeMetadata(METADATA)).toEqual(METADATA)
    expect(decodeMetadata(undefined)).toEqual({})
    expect(decodeMetadata(new Uint8Array([1, 2]))).toEqual({})
  })
})

describe("KurrentDB's answers as the port's", () => {
  it("answers each stream with its own new revision, whatever order the server answered in, and the call's one position", () => {
    const appends = [
      { streamId: "A", events: [event("A1"), event("A2")], expectedRevision: "no_stream" as const },
      { streamId: "B", events: [event("B1")], expectedRevision: 6n }
    ]
    const result: MultiAppendResult = {
      position: 9_000n,
      responses: [
        { streamName: "B", revision: 7n },
        { streamName: "A", revision: 1n }
      ]
    }
    expect(answersOf(appends, result)).toEqual([
      { nextRevision: 1n, position: 9_000n },
      { nextRevision: 7n, position: 9_000n }
    ])
  })

  it("turns the client's revision conflict (as it decodes the server's details) into WrongExpectedRevision naming the stream", () => {
    const conflict = WrongExpectedVersionError.fromRevisionConflict({ stream: "B", expectedRevision: "0", actualRevision: "1" })
    expect(wrongRevisionOf(conflict)).toMatchObject({ _tag: "WrongExpectedRevision", streamId: "B", expected: 0n, actual: 1n })
    const missing = WrongExpectedVersionError.fromRevisionConflict({ stream: "C", expectedRevision: "3", actualRevision: "-1" })
    expect(wrongRevisionOf(missing)).toMatchObject({ streamId: "C", expected: 3n, actual: "no_stream" })
    const exists = WrongExpectedVersionError.fromRevisionConflict({ stream: "D", expectedRevision: "-1", actualRevision: "5" })
    expect(wrongRevisionOf(exists)).toMatchObject({ streamId: "D", expected: "no_stream", actual: 5n })
  })

  it("reports a guarded stream's conflict at the revision the request checked", () => {
    const conflict = WrongExpectedVersionError.fromRevisionConflict({ stream: "WoodType-oak", expectedRevision: "41", actualRevision: "42" })
    const sent = [
      { streamId: "Lot-1", expected: "no_stream" as const },
      { streamId: "WoodType-oak", expected: 41n }
    ]
    expect(wrongRevisionOf(conflict, sent)).toMatchObject({ streamId: "WoodType-oak", expected: 41n, actual: 42n })
  })
})

describe("a conflicting call that was stored before (the same event ids again)", () => {
  const lot = { streamId: "Lot-1", events: [event("LotCreated"), event("LotPriced")], expectedRevision: "no_stream" as const }
  const claim = { streamId: "LotNumber-7", events: [event("LotNumberClaimed")], expectedRevision: 4n }
  const use = { streamId: "WoodType-oak", events: [event("WoodTypeUsed")], expectedRevision: "any" as const, refuseIfHolds: "WoodTypeDeleted" }
  const appends = [lot, claim, use]

  it("reads back from the revisions each append asked for, and a guarded or any append's newest events", () => {
    expect(appends.map(replayReadOf)).toEqual([
      { from: 0n, count: 2 },
      { from: 5n, count: 1 },
      { from: "end", count: 1000 }
    ])
  })

  it("is answered as stored, each stream at the revision and position its events got", () => {
    const readBack = [
      lot.events.map((e, i) => recorded("Lot-1", BigInt(i), e, 500n)),
      [recorded("LotNumber-7", 5n, claim.events[0]!, 500n)],
      [
        recorded("WoodType-oak", 40n, event("WoodTypeUsed")),
        recorded("WoodType-oak", 41n, use.events[0]!, 500n),
        recorded("WoodType-oak", 42n, event("WoodTypeUsed"))
      ]
    ]
    expect(replayedAnswers(appends, readBack)).toEqual([
      { nextRevision: 1n, position: 500n },
      { nextRevision: 5n, position: 500n },
      { nextRevision: 41n, position: 500n }
    ])
  })

  it("is a real conflict when another writer's events stand where this call's should", () => {
    const readBack = [
      lot.events.map((e, i) => recorded("Lot-1", BigInt(i), e)),
      [recorded("LotNumber-7", 5n, event("LotNumberClaimed"))],
      [recorded("WoodType-oak", 41n, use.events[0]!)]
    ]
    expect(replayedAnswers(appends, readBack)).toBeNull()
  })

  it("is a real conflict when its ids stand at other revisions than it asked for, or only some of them are there", () => {
    expect(replayedAnswers([claim], [[recorded("LotNumber-7", 6n, claim.events[0]!)]])).toBeNull()
    expect(replayedAnswers([lot], [[recorded("Lot-1", 0n, lot.events[0]!)]])).toBeNull()
    expect(replayedAnswers([use], [[recorded("WoodType-oak", 3n, event("WoodTypeUsed"))]])).toBeNull()
  })
})
