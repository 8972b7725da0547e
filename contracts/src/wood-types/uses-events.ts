import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { WoodTypeId } from "../shared/ids"

/**
 * How many records use a wood type, kept apart from the wood type's own stream: in
 * per-period streams `WoodTypeUses-<woodTypeId>-<period>` of a few hundred events each, so a LOT
 * create reads a short stream and the wood type's stream moves only when the wood type is edited.
 */

/** The period's books open with the running count carried over from the period before (or, for period 0, from the uses recorded on the wood type's stream before periods existed). */
export const WoodTypeUsesOpened = Schema.TaggedStruct("WoodTypeUsesOpened", { woodTypeId: WoodTypeId, period: Schema.Number, count: Schema.Number })
/** A LOT, calculation, slicing operation, drying batch or stock row (`usedBy`, its stream) started using the wood type. */
export const WoodTypeUsed = Schema.TaggedStruct("WoodTypeUsed", { woodTypeId: WoodTypeId, usedBy: Schema.String })
/** A user of the wood type ended (deleted) or moved to another wood type. */
export const WoodTypeUseReleased = Schema.TaggedStruct("WoodTypeUseReleased", { woodTypeId: WoodTypeId, usedBy: Schema.String })
/**
 * The period's books are closed with its count: carried to period `next`, or, with `next` null,
 * closed for good because the wood type was deleted with no user left. Nothing follows it on its stream.
 */
export const WoodTypeUsesClosed = Schema.TaggedStruct("WoodTypeUsesClosed", {
  woodTypeId: WoodTypeId,
  period: Schema.Number,
  count: Schema.Number,
  next: Schema.NullOr(Schema.Number)
})
export const WoodTypeUsesEvent = Schema.Union(WoodTypeUsesOpened, WoodTypeUsed, WoodTypeUseReleased, WoodTypeUsesClosed)
export type WoodTypeUsesEvent = typeof WoodTypeUsesEvent.Type
export const WOOD_TYPE_USES_EVENT_TYPES = eventTypesOf(WoodTypeUsesEvent)
