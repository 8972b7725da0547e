import { DryingMessages, type DryingBatch, type User } from "@timber/contracts"
import { completionWarning } from "@timber/domain/calculators/drying-physics"
import { isDryingInProgress, nextDryingState, type DryingLifecycleEvent, type DryingMachineState } from "@timber/domain/drying-batch/lifecycle.machine"
import { isAdmin } from "@timber/domain/permissions/roles"
import { permits, type WriteAction } from "../../../lib/write-actions"

/**
 * Which actions a batch offers, asked of the drying batch's lifecycle machine — the one the
 * server's decider consults — so the screen never offers a step the server refuses for its
 * state, and the role from the same permission model as the server.
 */

/** Where the machine stands for a batch as the list shows it: completed, or in progress by how many readings it has. */
export const machineStateOf = (batch: Pick<DryingBatch, "status" | "readings">): DryingMachineState => {
  if (batch.status === "COMPLETED") return "completed"
  if (batch.readings.length === 0) return "started"
  return batch.readings.length === 1 ? "reading" : "measured"
}

const machineAllows = (batch: Pick<DryingBatch, "status" | "readings">, event: DryingLifecycleEvent["type"]) =>
  nextDryingState(machineStateOf(batch), { type: event } as DryingLifecycleEvent) !== null

export interface BatchOffers {
  readonly addReading: boolean
  /** Edit Reading on each of its readings */
  readonly editReading: boolean
  /** Shown for every running batch; `completeRefusal` says why it cannot complete yet. */
  readonly complete: boolean
  readonly editBatch: boolean
  readonly delete: boolean
  /** Correct cost: an admin's recalculation of a completed batch's frozen cost, with a reason. */
  readonly correctCost: boolean
}

export const batchOffers = (batch: Pick<DryingBatch, "status" | "readings">, user: User | null): BatchOffers => {
  const state = machineStateOf(batch)
  const may = (action: WriteAction) => permits(user, action)
  // a completed batch changes only in an admin's hands (spec section 6)
  const adminOrRunning = state !== "completed" || (user !== null && isAdmin(user))
  return {
    addReading: may("addDryingReading") && machineAllows(batch, "ADD_READING") && adminOrRunning,
    editReading: may("editDryingReading") && machineAllows(batch, "EDIT_READING") && adminOrRunning,
    complete: may("completeDrying") && isDryingInProgress(state),
    editBatch: may("editDrying") && machineAllows(batch, "EDIT"),
    // the list deletes only batches that did not complete (spec section 4): a completed batch's pieces are dried stock
    delete: may("deleteDrying") && machineAllows(batch, "DELETE") && state !== "completed",
    // the server refuses anyone but an admin (domain drying-batch decider)
    correctCost: may("editDrying") && user !== null && isAdmin(user) && machineAllows(batch, "CORRECT_COST")
  }
}

/** Why Complete cannot run now ("Need at least 2 readings to complete process"), or null when the machine allows it. */
export const completeRefusal = (batch: Pick<DryingBatch, "status" | "readings">): string | null =>
  machineAllows(batch, "COMPLETE") ? null : DryingMessages.needTwoReadings

/**
 * What Complete asks before it runs: above the target humidity, the domain's warning in words
 * first (17 % against a 12 % target completed without a word); the server records the
 * final humidity beside the target either way.
 */
export const completeQuestion = (batch: Pick<DryingBatch, "batchNumber" | "pieceCount" | "readings">, targetHumidity: number): string => {
  const latest = [...batch.readings].sort((a, b) => a.readingTime.localeCompare(b.readingTime)).at(-1)
  const pieces = `Its ${batch.pieceCount} pieces move from Under Drying to Dried.`
  const warning = completionWarning(latest?.humidity ?? null, targetHumidity)
  return warning === null ? `Complete ${batch.batchNumber}? ${pieces}` : `${warning} ${pieces}`
}
