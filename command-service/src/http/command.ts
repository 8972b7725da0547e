import type { DomainError } from "@timber/contracts"
import { Effect } from "effect"
import { runCommand, type CommandEnvelope, type EditedRecord, type Streams } from "../commands/execute"
import { commandEnvelope, reportPosition } from "./request-context"

/**
 * A request's command: its envelope (who, when, ids from the Idempotency-Key), the body run
 * through the one pipeline (`runCommand`: each stream read once, one decision, one append), and
 * the position of what it appended sent back for read-your-writes.
 * An edit names its `edited` record: the pipeline refuses it (412) when the version the user saw
 * (If-Match, else the body's `version`) is no longer the record's.
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
