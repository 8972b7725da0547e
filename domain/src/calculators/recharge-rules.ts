import { ElectricityMessages } from "@timber/contracts"
import { tariffPerKwh, type Recharge } from "./electricity-usage"

/**
 * What a LUKU recharge can be (a typo of TZS 50 billion priced a running batch at
 * TZS 47.5 billion). Decisions, where the spec is silent:
 *
 * - kWh above 0 and at most 100,000 (a kiln's purchase is hundreds of kWh; 100,000 is
 *   TZS 29 million at the default tariff);
 * - amount paid above TZS 0 and at most TZS 100,000,000;
 * - the tariff (amount / kWh) between TZS 10 and TZS 5,000 per kWh (TANESCO's tariffs lie near
 *   100–400): outside, the amount or the units were misread, and the recharge is refused;
 * - within the bounds, a tariff below two thirds or above 1.5 times the last recharge's is taken
 *   with a warning (`priceWarning`): prices change, but rarely by that much at once.
 */
export const RECHARGE_BOUNDS = { maxKwh: 100_000, maxPaid: 100_000_000, minTariff: 10, maxTariff: 5_000 } as const

/** How far a tariff may move from the last one before the operator is warned. */
export const PRICE_WARNING_RATIO = 1.5

export const rechargeRefusal = (recharge: Recharge): string | null => {
  const { kwhAmount, totalPaid } = recharge
  if (!(kwhAmount > 0 && kwhAmount <= RECHARGE_BOUNDS.maxKwh)) return ElectricityMessages.kwhOutOfBounds(RECHARGE_BOUNDS.maxKwh)
  if (!(totalPaid > 0 && totalPaid <= RECHARGE_BOUNDS.maxPaid)) return ElectricityMessages.paidOutOfBounds(RECHARGE_BOUNDS.maxPaid)
  const tariff = totalPaid / kwhAmount
  return tariff < RECHARGE_BOUNDS.minTariff || tariff > RECHARGE_BOUNDS.maxTariff
    ? ElectricityMessages.tariffOutOfBounds(tariff, RECHARGE_BOUNDS.minTariff, RECHARGE_BOUNDS.maxTariff)
    : null
}

/** The warning for a tariff far from the last recharge's; null when close or with no last one. */
export const priceWarning = (recharge: Recharge, last: Recharge | null): string | null => {
  if (last === null || last.kwhAmount <= 0) return null
  const tariff = tariffPerKwh(recharge)
  const lastTariff = tariffPerKwh(last)
  return tariff > lastTariff * PRICE_WARNING_RATIO || tariff * PRICE_WARNING_RATIO < lastTariff
    ? ElectricityMessages.priceFarFromLast(tariff, lastTariff)
    : null
}

/** Whether a recharge recorded again carries the figures it was first recorded with (a retry, the reading carrying the parsed SMS). */
export const sameFigures = (a: Recharge, b: Recharge) => a.kwhAmount === b.kwhAmount && a.totalPaid === b.totalPaid
