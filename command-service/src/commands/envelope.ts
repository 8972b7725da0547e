import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { CommandContext } from "./context"
import type { Actor, CommandEnvelope } from "./execute"
import { idSource } from "./ids"

/**
 * The one way to build a command's envelope (who, which conversation, when, where its new
 * ids come from): a request's handlers, the sign-in and the admin seed all use it.
 * `correlationId` continues a conversation (a request's X-Correlation-Id) or starts one;
 * `idScope` derives the new ids (an Idempotency-Key, the seeded e-mail) or leaves them random.
 */
export const envelopeFor = (options: { readonly actor: Actor; readonly correlationId?: string | undefined; readonly idScope: string | null }) =>
  Effect.map(CommandContext, ({ now }): CommandEnvelope => {
    const correlationId = options.correlationId ?? randomUUID()
    return { actor: options.actor, correlationId, causationId: correlationId, occurredAt: now().toISOString(), ids: idSource(options.idScope) }
  })
