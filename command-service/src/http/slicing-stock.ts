import { BusinessRuleViolation, LotId, SlicingMessages, type SlicingOperationId } from "@timber/contracts"
import { initialLotState, ReservationDecider, reservationStream, slicedStock, SlicingOperationDecider, slicingOperationStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"
import { currentStockRow, moveStock } from "../commands/stock"
import { UniqueValues } from "../commands/unique-values"
import { lotOf } from "./lots.http"

export const operationOf = (operationId: SlicingOperationId) => streamOf(SlicingOperationDecider, slicingOperationStream(operationId))

/** The LOT an operation names by number, found through its number's reservation (read for the fact only). */
const lotNamed = (streams: Streams, lotNumber: string) =>
  Effect.gen(function* () {
    const claim = yield* streams.read(streamOf(ReservationDecider, reservationStream(UniqueValues.lotNumber.scope, UniqueValues.lotNumber.key(lotNumber))))
    if (claim.state.holder === null) return { ref: null, state: initialLotState }
    // the holder of a LOT number is a LOT: its id, read back from the reservation, is branded here
    const ref = lotOf(LotId.make(claim.state.holder))
    return { ref, state: (yield* streams.read(ref)).state }
  })

/**
 * Ends a slicing operation inside a command (factory spec section 4; issue 25 item 4): the
 * operation's end, its sleeper out of the NOT_DRIED row its receipt put it in, its planks in by
 * thickness, the ledger naming the operation's serial and the LOT, and the LOT's record of the
 * sleeper (its volume account, and its slicing stage) are decided together and stored by the
 * command's one append, all or none. The sleeper's row is checked first so a sleeper that left
 * stock (dried, transferred, sliced under another operation) is refused in words that say so;
 * the row is then decided at the revision read, so two ends racing for one piece never overdraw it.
 * An operation ended before changes nothing again.
 */
export const endOperation = (streams: Streams, operationId: SlicingOperationId) =>
  Effect.gen(function* () {
    const operation = operationOf(operationId)
    const before = (yield* streams.read(operation)).state
    const ended = yield* streams.decide(operation, { _tag: "EndSlicingOperation", operationId })
    if (before.status === "completed" || ended.lotNumber === null) return
    const lot = yield* lotNamed(streams, ended.lotNumber)
    const sliced = yield* slicedStock(operationId, ended, lot.state)
    const { state: row } = yield* currentStockRow(streams, sliced.sleeperRow)
    if (row.quantities.NOT_DRIED < 1)
      return yield* new BusinessRuleViolation({
        message: SlicingMessages.sleeperNotInStock(sliced.lot.sleeperNumber, ended.lotNumber, sliced.sleeperRow.thickness)
      })
    yield* moveStock(streams, sliced.movements)
    if (lot.ref === null) return
    // the end may come before the lot-slicing process told the LOT that slicing started: start it here, then record the sleeper
    yield* streams.decide(lot.ref, { _tag: "StartLotSlicing", lotId: sliced.lot.lotId, operationId })
    yield* streams.decide(lot.ref, sliced.lot)
  })
