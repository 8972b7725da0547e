import { LotId, type SlicingOperationId } from "@timber/contracts"
import { endSlicing, endSlicingRows, initialLotState, ReservationDecider, reservationStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"
import { moveStock } from "../commands/stock"
import { UniqueValues } from "../commands/unique-values"
import { heldStock } from "./held-stock"
import { lotOf, operationOf } from "./stream-refs"

/** The LOT an operation names by number, found through its number's reservation (read for the fact only). */
const lotNamed = (streams: Streams, lotNumber: string | null) =>
  Effect.gen(function* () {
    if (lotNumber === null) return { ref: null, state: initialLotState }
    const claim = yield* streams.read(streamOf(ReservationDecider, reservationStream(UniqueValues.lotNumber.scope, UniqueValues.lotNumber.key(lotNumber))))
    if (claim.state.holder === null) return { ref: null, state: initialLotState }
    // the holder of a LOT number is a LOT: its id, read back from the reservation, is branded here
    const ref = lotOf(LotId.make(claim.state.holder))
    return { ref, state: (yield* streams.read(ref)).state }
  })

/**
 * Ends a slicing operation inside a command (domain `endSlicing`): reads the operation, its LOT and
 * its sleeper's rows, and joins the operation's, the LOT's and the rows' events to the command's
 * one append. The rows are appended at the revisions read, so two ends racing for one piece never overdraw it.
 */
export const endSlicingIn = (streams: Streams, operationId: SlicingOperationId) =>
  Effect.gen(function* () {
    const operation = operationOf(operationId)
    const { state } = yield* streams.read(operation)
    const lot = yield* lotNamed(streams, state.lotNumber)
    // the sleeper's own row first; the row its legacy row was carried over to only when the own row holds none
    const own = yield* heldStock(streams, endSlicingRows(state, lot.state))
    const stock = yield* heldStock(streams, endSlicingRows(state, lot.state, own))
    const decision = yield* endSlicing({ operation: state, lot: lot.state, stock }, { _tag: "EndSlicingOperation", operationId })
    yield* streams.record(operation, decision.operation)
    if (lot.ref !== null) yield* streams.record(lot.ref, decision.lot)
    yield* moveStock(streams, decision.stock)
  })
