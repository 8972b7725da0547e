import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { DisplayTokenId } from "./id"

/** An ADMIN created a named display token; only the token's sha256 is recorded, never the token. */
export const DisplayTokenCreated = Schema.TaggedStruct("DisplayTokenCreated", {
  displayTokenId: DisplayTokenId,
  name: Schema.String,
  tokenSha256: Schema.String,
  /** who created it (e-mail), besides the event's metadata */
  createdBy: Schema.String
})
/** An ADMIN revoked it: the token opens nothing from now on, and open walls close. */
export const DisplayTokenRevoked = Schema.TaggedStruct("DisplayTokenRevoked", {
  displayTokenId: DisplayTokenId,
  revokedBy: Schema.String
})

export const DisplayTokenEvent = Schema.Union(DisplayTokenCreated, DisplayTokenRevoked)
export type DisplayTokenEvent = typeof DisplayTokenEvent.Type
export const DISPLAY_TOKEN_EVENT_TYPES = eventTypesOf(DisplayTokenEvent)
