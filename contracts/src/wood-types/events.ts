import { Schema } from "effect"
import { StoredFile } from "../shared/images"
import { moneyInEvent } from "../shared/money"
import { eventTypesOf } from "../shared/stored-event"
import { WoodTypeCatalogue } from "./dto"
import { WoodTypeId } from "../shared/ids"

/** `catalogue` is absent from events recorded before the full catalogue: read it as empty. */
/** The catalogue as the log keeps it: its price range is the wood types page's money. */
const RecordedCatalogue = Schema.Struct({ ...WoodTypeCatalogue.fields, price_range: moneyInEvent("wood-types", WoodTypeCatalogue.fields.price_range) })
const fields = { woodTypeId: WoodTypeId, name: Schema.String, grade: Schema.NullOr(Schema.String), catalogue: Schema.optional(RecordedCatalogue) }
export const WoodTypeCreated = Schema.TaggedStruct("WoodTypeCreated", fields)
export const WoodTypeUpdated = Schema.TaggedStruct("WoodTypeUpdated", fields)
export const WoodTypeDeleted = Schema.TaggedStruct("WoodTypeDeleted", { woodTypeId: WoodTypeId })
/**
 * A LOT, calculation, slicing operation, drying batch or stock row (its stream) used the wood type.
 * Recorded before uses were counted and never appended any more: uses are counted on their own streams
 * (uses-events.ts); these are folded once into the first period's opening count.
 */
export const WoodTypeUseRecorded = Schema.TaggedStruct("WoodTypeUseRecorded", { woodTypeId: WoodTypeId, usedBy: Schema.String })
/** The wood type's picture was uploaded or replaced (`image`), or removed (null); the bytes are in the blob store. */
export const WoodTypeImageChanged = Schema.TaggedStruct("WoodTypeImageChanged", { woodTypeId: WoodTypeId, image: Schema.NullOr(StoredFile) })
export const WoodTypeEvent = Schema.Union(WoodTypeCreated, WoodTypeUpdated, WoodTypeDeleted, WoodTypeUseRecorded, WoodTypeImageChanged)
export type WoodTypeEvent = typeof WoodTypeEvent.Type
export const WOOD_TYPE_EVENT_TYPES = eventTypesOf(WoodTypeEvent)
