import type { DryingCostBasis, DryingCostFigures, DryingCostInputs, DryingReadingFields } from "@timber/contracts"
import { Either } from "effect"
import { dryingCost } from "../calculators/drying-cost"
import { inTimeOrder } from "../calculators/drying-physics"
import { parseLukuSms } from "../calculators/luku-sms"
import type { DryingBatchFields } from "@timber/contracts"

/** The tokens of the recharges a batch's readings pasted, in time order: whose register figures its cost needs. */
export const pastedTokens = (readings: ReadonlyArray<DryingReadingFields>): ReadonlyArray<string> =>
  inTimeOrder(readings).flatMap((reading) =>
    reading.lukuSms ? Either.match(parseLukuSms(reading.lukuSms), { onLeft: () => [], onRight: (recharge) => [recharge.token] }) : []
  )

/**
 * A completed batch's cost from its own start, end and readings and the inputs of the moment
 *, by the one calculator (calculators/drying-cost.ts), with what priced it.
 * Per m³ is left to the read side, which knows the batch's volume (the figures have none).
 */
export const costOfBatch = (
  batch: DryingBatchFields,
  readings: ReadonlyArray<DryingReadingFields>,
  inputs: DryingCostInputs
): { readonly cost: DryingCostFigures; readonly basis: DryingCostBasis } => {
  const endTime = batch.endTime ?? batch.setup.startTime
  const ordered = inTimeOrder(readings)
  const { volumeM3, kwhPerM3, costPerM3, ...cost } = dryingCost({
    startTime: batch.setup.startTime,
    endTime,
    startingElectricityUnits: batch.setup.startingElectricityUnits,
    readings: ordered,
    rechargeBeforeStart: inputs.rechargeBeforeStart,
    register: inputs.register,
    ovenPurchasePrice: inputs.ovenPurchasePrice,
    ovenLifespanYears: inputs.ovenLifespanYears,
    maintenanceCostPerYear: inputs.maintenanceCostPerYear,
    laborCostPerHour: inputs.laborCostPerHour,
    volumeM3: null,
    asOf: endTime
  })
  // the pasted recharges as they priced it: the SMS's figures unless the register corrected or voided them
  const recharges = (batch.setup.startingElectricityUnits === null ? ordered.slice(1) : ordered).flatMap((reading) => {
    const parsed = reading.lukuSms ? Either.getOrNull(parseLukuSms(reading.lukuSms)) : null
    if (parsed === null) return []
    const registered = inputs.register.get(parsed.token)
    if (registered === null) return []
    const figures = registered ?? parsed
    return [{ token: parsed.token, kwhAmount: figures.kwhAmount, totalPaid: figures.totalPaid }]
  })
  return {
    cost,
    basis: {
      rechargeBeforeStart: inputs.rechargeBeforeStart,
      recharges,
      ovenPurchasePrice: inputs.ovenPurchasePrice,
      ovenLifespanYears: inputs.ovenLifespanYears,
      maintenanceCostPerYear: inputs.maintenanceCostPerYear,
      laborCostPerHour: inputs.laborCostPerHour
    }
  }
}

/** Two costs that say the same to the shilling and the hundredth of a kWh: a recalculation that changes nothing records nothing. */
export const sameCost = (a: DryingCostFigures, b: DryingCostFigures) =>
  Math.round(a.totalCost) === Math.round(b.totalCost) &&
  Math.round(a.electricityCost) === Math.round(b.electricityCost) &&
  Math.round(a.kwhUsed * 100) === Math.round(b.kwhUsed * 100)
