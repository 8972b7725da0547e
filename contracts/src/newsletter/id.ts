import { Schema } from "effect"

export const SubscriberId = Schema.String.pipe(Schema.brand("SubscriberId"))
export type SubscriberId = typeof SubscriberId.Type
