import { Schema } from "effect"
import { RecordVersion } from "../shared/record-version"
import { Bounds } from "../shared/bounds"
import { requiredText } from "../shared/fields"
import { DisplayTokenMessages } from "./messages"

/** POST /api/display-tokens: the screen's name ("Sawmill hall TV"). */
export const CreateDisplayTokenPayload = Schema.Struct({
  name: requiredText("Name", DisplayTokenMessages.nameRequired, Bounds.text.name)
})

/** A display token as the list shows it: never the token itself. */
export const DisplayToken = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  createdAt: Schema.String,
  createdBy: Schema.String,
  revokedAt: Schema.NullOr(Schema.String),
  revokedBy: Schema.NullOr(Schema.String),
  /** The token's version (its stream's revision): a revoke carries the one the list showed (If-Match). */
  version: RecordVersion
})
export type DisplayToken = typeof DisplayToken.Type

/** The answer to a create: the token, shown this once; the server keeps only its hash. */
export const CreatedDisplayToken = Schema.Struct({ ...DisplayToken.fields, token: Schema.String })
export type CreatedDisplayToken = typeof CreatedDisplayToken.Type
