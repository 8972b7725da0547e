import { WoodTypeId, WoodTypeMessages } from "@timber/contracts"
import { woodTypeStream } from "@timber/domain"
import type { Streams } from "../commands/execute"
import { claimValue, releaseValue } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"

/** A wood type's name is claimed in the wood type's own command, as a role's is: of two concurrent creates of "Teak" and "teak " one wins. */
export const claimWoodTypeName = (streams: Streams, name: string, woodTypeId: WoodTypeId) =>
  claimValue(streams, {
    scope: UniqueValues.woodTypeName.scope,
    key: UniqueValues.woodTypeName.key(name),
    ownerId: woodTypeId,
    takenMessage: WoodTypeMessages.nameTaken(name),
    // the holder of a wood type name is a wood type: its id, read back from the reservation, is branded here
    ownerStream: (holder: string) => woodTypeStream(WoodTypeId.make(holder)),
    endedBy: "WoodTypeDeleted"
  })

export const releaseWoodTypeName = (streams: Streams, name: string, woodTypeId: WoodTypeId) =>
  releaseValue(streams, { scope: UniqueValues.woodTypeName.scope, key: UniqueValues.woodTypeName.key(name), ownerId: woodTypeId })
