import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"

const fields = { woodTypeId: Schema.String, name: Schema.String, grade: Schema.NullOr(Schema.String) }
export const WoodTypeCreated = Schema.TaggedStruct("WoodTypeCreated", fields)
export const WoodTypeUpdated = Schema.TaggedStruct("WoodTypeUpdated", fields)
export const WoodTypeDeleted = Schema.TaggedStruct("WoodTypeDeleted", { woodTypeId: Schema.String })
export const WoodTypeEvent = Schema.Union(WoodTypeCreated, WoodTypeUpdated, WoodTypeDeleted)
export type WoodTypeEvent = typeof WoodTypeEvent.Type
export const WOOD_TYPE_EVENT_TYPES = eventTypesOf(WoodTypeEvent)
