import type { LotRecovery } from "@timber/contracts"
import { lotVolumeAccount } from "@timber/domain/calculators/lot-volume-account"
import type { ReadDb } from "../database"
import { listReceiptItems } from "../receipts/receipts.queries"
import { listSlicingOperations } from "./slicing-operations.queries"

/** A LOT's volume account from its counted receipt and its ended operations (domain's one formula). */
export const lotRecovery = async (db: ReadDb, lotNumber: string): Promise<LotRecovery> => {
  const [items, operations] = await Promise.all([listReceiptItems(db, lotNumber), listSlicingOperations(db, lotNumber)])
  const ended = operations.filter((op) => op.status === "completed").map((op) => ({ sleeperNumber: op.sleeper_number, plankSizes: op.plank_sizes }))
  const account = lotVolumeAccount(items, ended)
  return {
    lot_number: lotNumber,
    counted_sleepers: account.countedSleepers,
    sliced_sleepers: account.slicedSleepers,
    received_m3: account.receivedM3,
    unsliced_m3: account.unslicedM3,
    sliced_sleeper_m3: account.slicedSleeperM3,
    plank_m3: account.plankM3,
    waste_m3: account.wasteM3,
    recovery_factor: account.recoveryFactor
  }
}
