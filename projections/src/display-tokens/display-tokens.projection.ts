import { decodeEvent, DISPLAY_TOKEN_EVENT_TYPES, DisplayTokenEvent, LiveTopics, metadataOf } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"

/**
 * Display tokens as the ADMIN's list shows them and as the wall's door checks them (by hash).
 * Touches `display-tokens`: the live hub closes the socket of a wall whose token was just revoked.
 * Tokens are few and rarely change: each event is written as it comes.
 */
export const displayTokensProjection: Projection = {
  name: "display-tokens",
  // 2: each token's version, its stream's revision (migration 20261207_1200)
  version: 2,
  eventTypes: DISPLAY_TOKEN_EVENT_TYPES,
  tables: ["display_tokens"],
  ...batched(async (trx, events) => {
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(DisplayTokenEvent, recorded), event)
      const at = metadataOf(event).occurredAt
      switch (e._tag) {
        case "DisplayTokenCreated":
          await trx
            .insertInto("display_tokens")
            .values({
              id: e.displayTokenId,
              name: e.name,
              token_sha256: e.tokenSha256,
              created_at: at,
              created_by: e.createdBy,
              revoked_at: null,
              revoked_by: null,
              log_position: event.position.toString(),
              version: event.revision.toString()
            })
            .onConflict((oc) => oc.column("id").doNothing())
            .execute()
          break
        case "DisplayTokenRevoked":
          await trx
            .updateTable("display_tokens")
            .set({ revoked_at: at, revoked_by: e.revokedBy, version: event.revision.toString() })
            .where("id", "=", e.displayTokenId)
            .execute()
          break
        default:
          absurd(e)
      }
    }
    return events.length > 0 ? [LiveTopics.displayTokens] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("display_tokens").execute()
  }
}
