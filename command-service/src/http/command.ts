import type { DomainError } from "@timber/contracts"
import { Effect } from "effect"
import { runCommand, type CommandEnvelope, type Streams } from "../commands/execute"
import { commandEnvelope, reportPosition } from "./request-context"

/**
 * A request's command: its envelope (who, when, ids from the Idempotency-Key), the body run
 * through the one pipeline (`runCommand`: each stream read once, one decision, one append), and
 * the position of what it appended sent back for read-your-writes.
 */
export const command = <A, R>(body: (streams: Streams, envelope: CommandEnvelope) => Effect.Effect<A, DomainError, R>) =>
  Effect.gen(function* () {
    const envelope = yield* commandEnvelope
    const outcome = yield* runCommand(envelope, (streams) => body(streams, envelope))
    yield* reportPosition(outcome.position)
    return outcome
  })
