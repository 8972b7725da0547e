import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AddReadingPayload, DryingBatch, DryingSort, ElectricityRecharge, StartDryingPayload } from "@timber/contracts"
import { priceWarning } from "@timber/domain/calculators/recharge-rules"
import { DRYING_SETTINGS_DEFAULTS } from "@timber/contracts"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"
import { dryingCostOfQuery, dryingCostsKey } from "../../../../api/queries/drying-costs"
import { dryingBatchesKey, fetchDryingPage, runningDryingQuery } from "../../../../api/queries/drying-batches"
import { useServerPage } from "../../../../lib/use-server-page"
import { stockOfWarehouseKey } from "./warehouse-stock"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const rechargesKey = ["electricity-recharges"] as const
export const dryingCostSettingsKey = ["settings", "drying-cost"] as const

/** The batches drying now (status IN_PROGRESS, asked of the server). */
export const useRunningDrying = () => useQuery(runningDryingQuery)

/** The completed list's columns the server sorts by (contracts' DRYING_SORTS); Final Humidity (a reading's) is not sortable. */
export const COMPLETED_SORT_FIELDS = {
  batchNumber: "batchNumber",
  woodType: "woodType",
  endTime: "endTime",
  pieceCount: "pieceCount",
  thickness: "thickness"
} as const satisfies Record<string, DryingSort>
export const COMPLETED_PAGE_SIZES = [25, 50, 100] as const
const COMPLETED_ONLY = { status: "COMPLETED" } as const

/**
 * The completed batches a page at a time: the server filters COMPLETED, searches
 * (`q`: batch number, wood type, notes), sorts and pages, so every completed batch is reachable.
 */
export const useCompletedDrying = () =>
  useServerPage({
    queryKey: [...dryingBatchesKey, "completed"],
    fetchPage: fetchDryingPage,
    sortFields: COMPLETED_SORT_FIELDS,
    pageSizeOptions: COMPLETED_PAGE_SIZES,
    filters: COMPLETED_ONLY
  })
export type CompletedDrying = ReturnType<typeof useCompletedDrying>

/** GET /api/factory/drying-costs?id=: the cost and per m³ of the completed batch whose details are open, as the server worked it out. */
export const useDryingCostOf = (batch: Pick<DryingBatch, "id" | "status"> | null) =>
  useQuery({ ...dryingCostOfQuery(batch?.id ?? ""), enabled: batch?.status === "COMPLETED" })

/**
 * GET /api/electricity/recharges?limit=1&recordedBefore={start}: the recharge recorded last before a
 * running batch started, whose tariff prices the units on its meter then (as the server's drying
 * cost does once it completes); none asked without a running batch open.
 */
export const useRechargeBefore = (startTime: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...rechargesKey, "before", startTime],
      queryFn: () => call((api) => api.drying.recharges({ urlParams: { limit: 1, recordedBefore: startTime ?? undefined } })),
      select: (page) => page.items[0] ?? null,
      enabled: startTime !== null
    })
  )

/**
 * The warning for a recharge just pasted whose price is far from the recharge recorded before it
 * (domain calculators/recharge-rules.ts `priceWarning`); null when close, or with none before it.
 */
export const priceWarningOf = async (recharge: ElectricityRecharge): Promise<string | null> => {
  const page = await call((api) => api.drying.recharges({ urlParams: { limit: 2 } })).catch(() => null)
  const last = page?.items.find((r) => r.id !== recharge.id) ?? null
  // a user who may not see amounts gets none to compare (the server left them out): no warning to give
  const lastPaid = last?.totalPaid
  if (recharge.totalPaid === undefined || (last !== null && lastPaid === undefined)) return null
  return priceWarning(
    { kwhAmount: recharge.kwhAmount, totalPaid: recharge.totalPaid },
    last === null || lastPaid === undefined ? null : { kwhAmount: last.kwhAmount, totalPaid: lastPaid }
  )
}

const numberSetting = async (key: "ovenPurchasePrice" | "ovenLifespanYears" | "maintenanceCostPerYear" | "laborCostPerHour" | "targetWoodHumidity") => {
  // a missing or unreadable setting is its default (spec section 5 "Drying settings")
  const answer = await call((api) => api.settings.value({ path: { key } })).catch(() => null)
  const value = Number(answer?.value)
  return answer === null || answer.value === null || answer.value === undefined || !Number.isFinite(value) ? DRYING_SETTINGS_DEFAULTS[key] : value
}

/** GET /api/settings/{key}: the oven (spec section 3), maintenance and labour settings a running batch is costed with; a setting it may not read is its default. */
export const useDryingCostSettings = () =>
  useQuery(
    queryOptions({
      queryKey: dryingCostSettingsKey,
      // every drying setting the cost uses (domain calculators/drying-cost.ts), read side by side
      queryFn: async () => {
        const [ovenPurchasePrice, ovenLifespanYears, maintenanceCostPerYear, laborCostPerHour, targetWoodHumidity] = await Promise.all(
          (["ovenPurchasePrice", "ovenLifespanYears", "maintenanceCostPerYear", "laborCostPerHour", "targetWoodHumidity"] as const).map(numberSetting)
        )
        return {
          ovenPurchasePrice: ovenPurchasePrice!,
          ovenLifespanYears: ovenLifespanYears!,
          maintenanceCostPerYear: maintenanceCostPerYear!,
          laborCostPerHour: laborCostPerHour!,
          targetWoodHumidity: targetWoodHumidity!
        }
      }
    })
  )

/** Every drying write refreshes the batches, their costs, the recharges and the stock the batch moved. */
const useDryingWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([dryingBatchesKey, dryingCostsKey, rechargesKey, stockOfWarehouseKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  })
}

/** POST /api/factory/drying-processes. */
export const useStartDrying = () =>
  useDryingWrite((payload: StartDryingPayload, intent: Intent) => call((api) => api.dryingCommands.start({ payload }), intent))

const completedAt = new WeakMap<Intent, string>()

/**
 * A completion's end time: when its intent was first sent, the same on every attempt of it. Taken per attempt, a retry
 * after a lost connection sent another body under the same Idempotency-Key, and the server refused it (422).
 */
export const completionTimeOf = (intent: Intent, now: () => Date = () => new Date()): string => {
  const known = completedAt.get(intent)
  if (known !== undefined) return known
  const time = now().toISOString()
  completedAt.set(intent, time)
  return time
}

/** PUT /api/factory/drying-processes/{id} with status COMPLETED and the end time now. */
export const useCompleteDrying = () =>
  useDryingWrite((batch: Pick<DryingBatch, "id" | "version">, intent: Intent) =>
    call(
      (api) =>
        api.dryingCommands.change({
          path: { id: batch.id },
          headers: ifMatch(batch.version),
          payload: { status: "COMPLETED", endTime: completionTimeOf(intent) }
        }),
      intent
    )
  )

export interface EditDryingVariables {
  /** The batch as the dialog loaded it: its version goes with the edit (If-Match). */
  readonly batch: Pick<DryingBatch, "id" | "version">
  readonly payload: {
    woodTypeId: string
    thickness: number
    thicknessUnit: "mm" | "inch"
    pieceCount: number
    startingHumidity: number | null
    startingElectricityUnits: number | null
    startTime?: string
    notes: string | null
  }
}

/** PUT /api/factory/drying-processes/{id} with the initial data (admin). */
export const useEditDrying = () =>
  useDryingWrite(({ batch, payload }: EditDryingVariables, intent: Intent) =>
    call((api) => api.dryingCommands.change({ path: { id: batch.id }, headers: ifMatch(batch.version), payload }), intent)
  )

/** POST /api/factory/drying-processes/{id}/readings. */
export const useAddReading = () =>
  useDryingWrite(({ id, payload }: { id: string; payload: typeof AddReadingPayload.Type }, intent: Intent) =>
    call((api) => api.dryingCommands.addReading({ path: { id }, payload }), intent)
  )

/** PUT /api/factory/drying-readings/{id}: the reading's fields as corrected, on the batch's version the dialog opened with (If-Match). */
export const useEditReading = () =>
  useDryingWrite(({ id, version, payload }: { id: string; version: string | undefined; payload: typeof AddReadingPayload.Type }, intent: Intent) =>
    call((api) => api.dryingCommands.editReading({ path: { id }, headers: ifMatch(version), payload }), intent)
  )

/** POST /api/electricity/recharges/parse-sms: reads the LUKU SMS and records the recharge. */
export const useParseSms = () =>
  useDryingWrite((smsText: string, intent: Intent) => call((api) => api.dryingCommands.parseSms({ payload: { smsText } }), intent))

/** POST /api/factory/drying-processes/{id}/cost-corrections: an admin recalculates a completed batch's frozen cost, and says why. */
export const useCorrectDryingCost = () =>
  useDryingWrite(({ id, reason }: { id: string; reason: string }, intent: Intent) =>
    call((api) => api.dryingCommands.correctCost({ path: { id }, payload: { reason } }), intent)
  )

/** DELETE /api/factory/drying-processes/{id}. */
export const useDeleteDrying = () =>
  useDryingWrite((batch: Pick<DryingBatch, "id" | "version">, intent: Intent) =>
    call((api) => api.dryingCommands.remove({ path: { id: batch.id }, headers: ifMatch(batch.version) }), intent)
  )
