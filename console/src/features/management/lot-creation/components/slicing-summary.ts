import type { LotRecovery, LotTraceability } from "@timber/contracts"

type Slicing = LotTraceability["stages"]["slicing"]

/**
 * The LOT Summary and the cards of the traceability dialog's Wood Slicing section (platform spec
 * section 2). The cards' volumes, waste and sleepers sliced are the LOT's one volume account
 * (`GET /factory/lot-recovery`: ended operations, each sleeper as its receipt measured it), the
 * same the Volume Account below, the dashboard and the wall show (the dialog showed
 * a second account, from every saved operation's typed sizes, that disagreed with it). Null
 * figures: the account has not loaded.
 */
export const slicingSummary = (slicing: Slicing, recovery: LotRecovery | undefined) => {
  const starts = slicing
    .map((op) => op.startTime)
    .filter((t): t is string => t !== null)
    .sort()
  const account =
    recovery === undefined
      ? null
      : {
          sleepersSliced: recovery.sliced_sleepers,
          sleeperVolume: recovery.sliced_sleeper_m3,
          plankVolume: recovery.plank_m3,
          wasteVolume: recovery.waste_m3,
          // waste % is what recovery leaves: one figure, never a second formula
          wastePercent: recovery.recovery_factor === null ? 0 : (1 - recovery.recovery_factor) * 100
        }
  return {
    woodType: slicing.find((op) => op.woodType)?.woodType?.name ?? null,
    startTime: starts[0] ?? null,
    planksProduced: slicing.reduce((sum, op) => sum + op.plankSizes.reduce((n, s) => n + s.quantity, 0), 0),
    account
  }
}
