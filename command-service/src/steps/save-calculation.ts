import { CalculationDecider, calculationStream, calculationWoodTypeRequired, saveCalculation, type SaveCalculationIntent } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"
import { countWoodTypeUse, woodTypeOf } from "../commands/wood-type-use"

/**
 * Saves a calculation (domain `saveCalculation`): reads the wood type it names, records the new
 * calculation and counts it as using that wood type in the same append, so the wood type can't be
 * deleted under it. Answers the calculation's stream.
 */
export const saveCalculationCommand = (intent: SaveCalculationIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const calculation = streamOf(CalculationDecider, calculationStream(intent.calculationId))
    const { state: woodType } = yield* streams.read(woodTypeOf(intent.woodTypeId))
    // its id is new: its stream is taken to be empty without a read (the no-stream append guards that)
    const { state } = yield* streams.read(calculation, { assumeNew: true })
    const decided = yield* saveCalculation({ calculation: state, woodType }, intent)
    yield* streams.record(calculation, decided.calculation)
    yield* countWoodTypeUse(streams, intent.woodTypeId, calculation.streamId, calculationWoodTypeRequired)
    return calculation
  })
