import { LotEvent, type LotCommand } from "@timber/contracts"
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

export const lotStream = (lotId: string) => `Lot-${lotId}`
