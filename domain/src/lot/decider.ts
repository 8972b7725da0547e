import { LotEvent, type LotCommand, type LotId } from "@timber/contracts"
import type { Decider } from "../decider/decider"
import { decideLot } from "./decide"
import { evolveLot } from "./evolve"
import { initialLotState, type LotState } from "./state"

export const LotDecider: Decider<LotCommand, LotEvent, LotState> = {
  events: LotEvent,
  initialState: initialLotState,
  evolve: evolveLot,
  decide: decideLot
}

/** Every LOT's stream starts so. */
export const LOT_STREAM_PREFIX = "Lot-"
export const lotStream = (lotId: LotId) => `${LOT_STREAM_PREFIX}${lotId}`
