import type { ApprovalState, SlicingOperation, SlicingStatus } from "./dto"
import type { SlicingFigures } from "./events"

/** A slicing operation as its aggregate holds it. The wood type's name is null on rows written before it was kept. */
export interface SlicingOperationFields {
  readonly operationId: string
  readonly serialNumber: string
  readonly lotNumber: string
  readonly sleeperNumber: number
  readonly figures: Omit<SlicingFigures, "woodTypeName" | "sleeperVolume" | "plankVolume"> & { readonly woodTypeName: string | null }
  readonly status: SlicingStatus
  readonly approval: ApprovalState
}

/** The one answer for a slicing operation: a write answers with it from the aggregate's state, the list from its row. */
export const toSlicingOperation = (
  operation: SlicingOperationFields,
  updatedAt: string,
  /** Its stream's revision after its last event (contracts shared/record-version.ts). */
  version: string
): SlicingOperation => {
  const { figures } = operation
  return {
    id: operation.operationId,
    serial_number: operation.serialNumber,
    wood_type_id: figures.woodTypeId,
    wood_type: figures.woodTypeName === null ? null : { id: figures.woodTypeId, name: figures.woodTypeName },
    lot_number: operation.lotNumber,
    sleeper_number: operation.sleeperNumber,
    start_time: figures.startTime,
    updated_at: updatedAt,
    sleeper_sizes: figures.sleeperSizes,
    plank_sizes: figures.plankSizes,
    status: operation.status,
    waste_percentage: figures.wastePercentage,
    notes: figures.notes,
    auto_check_completion: figures.autoCheckCompletion,
    approval_status: operation.approval,
    version
  }
}
