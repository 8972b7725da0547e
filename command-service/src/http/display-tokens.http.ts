import { HttpApiBuilder } from "@effect/platform"
import { DisplayTokenId, EditedRecords, metadataOf, WriteApi, type DisplayToken } from "@timber/contracts"
import { displayTokenSha256, newDisplayToken } from "@timber/server-edge/display-token-secret"
import { DisplayTokenDecider, displayTokenStream, type DisplayTokenState } from "@timber/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { streamOf, type EditedRecord, type Executed } from "../commands/execute"
import { command } from "./command"
import { requireAdmin } from "./settings.http"

const tokenOf = (id: DisplayTokenId) => streamOf(DisplayTokenDecider, displayTokenStream(id))

/** The list's row, from what the command left: the times are its events' (as the projection takes them). */
const answerOf = (id: DisplayTokenId, { state, touches, version }: Pick<Executed<DisplayTokenState>, "state" | "touches" | "version">): DisplayToken => ({
  id,
  name: state.name ?? "",
  createdAt: touches[0]?.occurredAt ?? new Date(0).toISOString(),
  createdBy: state.createdBy ?? "",
  revokedAt: touches.find((touch) => touch.type === "DisplayTokenRevoked")?.occurredAt ?? null,
  revokedBy: state.revokedBy,
  version: version ?? ""
})

/** A token revoked from the list as it showed it (If-Match): refused (412) when it changed since (revoked meanwhile). */
const editedToken = (id: DisplayTokenId): EditedRecord<DisplayTokenState> => ({
  ref: tokenOf(id),
  subject: EditedRecords.displayToken,
  current: ({ state, version }, streams) =>
    Effect.map(streams.recorded(tokenOf(id).streamId), (recorded) =>
      answerOf(id, { state, version, touches: recorded.map((event) => ({ type: event.type, ...metadataOf(event) })) })
    )
})

/**
 * Display tokens, ADMIN only. The token is drawn here and answered once; only
 * its sha256 goes into the event. The id is random even under an Idempotency-Key: a create's answer
 * holds the secret, so it is never stored for replay (http/idempotency.ts), and a retried create is
 * a new token (the ADMIN revokes the one never shown).
 */
export const DisplayTokenCommandsLive = HttpApiBuilder.group(WriteApi, "displayTokenCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const admin = yield* requireAdmin
        const displayTokenId = DisplayTokenId.make(randomUUID())
        const token = newDisplayToken()
        const ref = tokenOf(displayTokenId)
        const outcome = yield* command((streams) =>
          streams.decide(
            ref,
            { _tag: "CreateDisplayToken", displayTokenId, name: payload.name, tokenSha256: displayTokenSha256(token), by: admin.email },
            { assumeNew: true }
          )
        )
        return { ...answerOf(displayTokenId, outcome.executed(ref)), token }
      })
    )
    .handle("revoke", ({ path }) =>
      Effect.gen(function* () {
        const admin = yield* requireAdmin
        const displayTokenId = DisplayTokenId.make(path.id)
        const ref = tokenOf(displayTokenId)
        const outcome = yield* command(
          (streams) => streams.decide(ref, { _tag: "RevokeDisplayToken", displayTokenId, by: admin.email }),
          editedToken(displayTokenId)
        )
        return answerOf(displayTokenId, outcome.executed(ref))
      })
    )
)
