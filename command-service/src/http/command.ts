import { HttpApp, HttpServerResponse } from "@effect/platform"
import { ConsistencyHeaders, type DomainError } from "@timber/contracts"
import { Effect } from "effect"
import { runCommand, type CommandEnvelope, type EditedRecord, type Streams } from "../commands/execute"
import { warnIfHidden } from "./projection-warning"
import { commandEnvelope } from "./request-context"

/** Sends the position of what the command appended back, so the client can read its own write (ARCHITECTURE section 5); nothing when it appended nothing. */
const reportPosition = (position: bigint | null) =>
  position === null
    ? Effect.void
    : Effect.zipRight(
        HttpApp.appendPreResponseHandler((_request, response) =>
          Effect.succeed(HttpServerResponse.setHeader(response, ConsistencyHeaders.eventPosition, position.toString()))
        ),
        warnIfHidden
      )

/**
 * The one entry of a signed-in request's command: its envelope (who, when, ids from the
 * Idempotency-Key), the body run through the one pipeline (`runCommand`: each stream read once,
 * one decision, one append), and the position of what it appended sent back for read-your-writes.
 * A handler answers from the outcome (`outcome.value`, `outcome.executed(ref)`), never reports a
 * position itself. An edit names its `edited` record: the pipeline refuses it (412) when the
 * version the user saw (If-Match, else the body's `version`) is no longer the record's.
 */
export const command = <A, R>(
  body: (streams: Streams, envelope: CommandEnvelope) => Effect.Effect<A, DomainError, R>,
  edited?: EditedRecord<any> & { readonly bodyVersion?: string | undefined }
) =>
  Effect.gen(function* () {
    const given = yield* commandEnvelope
    const envelope = { ...given, seenVersion: given.seenVersion ?? edited?.bodyVersion ?? null }
    const outcome = yield* runCommand(envelope, (streams) => body(streams, envelope), edited)
    yield* reportPosition(outcome.position)
    return outcome
  })
