import type { LotId, SlicingOperationId, TransferId } from "@timber/contracts"
import { LotDecider, lotStream, SlicingOperationDecider, slicingOperationStream, TransferDecider, transferStream } from "@timber/domain"
import { streamOf } from "../commands/execute"

/** The streams the steps name, each with the aggregate that folds it: one definition for the steps and the handlers that answer from them. */
export const lotOf = (lotId: LotId) => streamOf(LotDecider, lotStream(lotId))

export const operationOf = (operationId: SlicingOperationId) => streamOf(SlicingOperationDecider, slicingOperationStream(operationId))

export const transferOf = (transferId: TransferId) => streamOf(TransferDecider, transferStream(transferId))
