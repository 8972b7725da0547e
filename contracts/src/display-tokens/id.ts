import { Schema } from "effect"

export const DisplayTokenId = Schema.String.pipe(Schema.brand("DisplayTokenId"))
export type DisplayTokenId = typeof DisplayTokenId.Type
