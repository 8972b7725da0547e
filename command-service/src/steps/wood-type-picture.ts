import type { WoodTypeId } from "@timber/contracts"
import { woodTypeTakesPicture } from "@timber/domain"
import { Effect } from "effect"
import { streamNow } from "../commands/stream-now"
import { woodTypeOf } from "../commands/wood-type-use"

/** Whether a picture may be stored for the wood type (domain `woodTypeTakesPicture`), read now, before the file is stored. */
export const woodTypeTakesPictureNow = (woodTypeId: WoodTypeId) => Effect.flatMap(streamNow(woodTypeOf(woodTypeId)), ({ state }) => woodTypeTakesPicture(state))
