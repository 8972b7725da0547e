import { HttpApiBuilder } from "@effect/platform"
import {
  CurrentUser,
  LotId,
  ReceiptMessages,
  ValidationError,
  WriteApi,
  type ReceiptItem,
  ReceiptItemInput,
  type SleeperMeasurement,
  type SleeperMeasurementInput,
  WarehouseId
} from "@timber/contracts"
import { roundVolume, sleeperOfItem, sleeperVolumeM3FromCm, toReceiptDraft, type LotState } from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { CommandContext } from "../commands/context"
import type { CommandEnvelope, Executed } from "../commands/execute"
import { command } from "./command"
import { answer, requireLot, woodTypeNameNow } from "./lots.http"
import { requirePermission } from "./request-context"
import { submitReceiptIn } from "../steps/submit-receipt"
import { lotOf } from "../steps/stream-refs"

const PAGE = "wood-receipt" as const
/** Factory spec section 5: default item grade "A", quantity 1 per sleeper. */
const DEFAULT_GRADE = "A"

/** The client's sleepers as the draft records them: ids kept (or given), one piece unless told, who and when. */
const measurementsOf = (inputs: ReadonlyArray<SleeperMeasurementInput>, envelope: CommandEnvelope): ReadonlyArray<SleeperMeasurement> =>
  inputs.map((m, i) => ({
    id: m.id ?? envelope.ids.next(`sleeper-${i}`),
    thickness: m.thickness,
    width: m.width,
    length: m.length,
    qty: m.qty ?? 1,
    lastModifiedBy: m.lastModifiedBy ?? envelope.actor.email,
    lastModifiedAt: m.lastModifiedAt ?? envelope.occurredAt
  }))

/** The submitted sleepers as the receipt records them: the server's volume of each, whatever the client computed. */
const itemsOf = (inputs: ReadonlyArray<typeof ReceiptItemInput.Type>, envelope: CommandEnvelope): ReadonlyArray<ReceiptItem> =>
  inputs.map((item, i) => {
    const quantity = item.quantity ?? 1
    return {
      itemId: envelope.ids.next(`item-${i}`),
      length: item.length,
      width: item.width,
      height: item.height,
      quantity,
      volumeM3: roundVolume(sleeperVolumeM3FromCm(sleeperOfItem({ ...item, quantity })) * quantity),
      grade: item.grade?.trim() || DEFAULT_GRADE,
      notes: item.notes?.trim() ? item.notes.trim() : null
    }
  })

/** The types of event that leave a draft behind: its last one says when and by whom the draft was saved. */
const DRAFT_SAVES: ReadonlySet<string> = new Set(["ReceiptDraftSaved", "ReceiptReturned"])

/** The receipt's draft as the API answers a save, from the LOT's state `execute` returned. */
const draftOf = (lotId: LotId, { state, touches }: Executed<LotState>) => {
  if (state._tag !== "Existing" || state.receipt.draft === null) return Effect.die(new Error(`${lotId} has no draft after a save`))
  const saved = touches.findLast((touch) => DRAFT_SAVES.has(touch.type))
  return Effect.succeed(
    toReceiptDraft({
      lotId,
      lotNumber: state.lotNumber,
      measurements: state.receipt.draft,
      saved: saved ? { at: saved.occurredAt, by: saved.userEmail } : null
    })
  )
}

const saveDraft = (lotId: LotId, inputs: ReadonlyArray<SleeperMeasurementInput>) =>
  Effect.gen(function* () {
    const savedByName = yield* actorName
    const saved = yield* command((streams, envelope) =>
      Effect.zipRight(
        requireLot(streams, lotId), // a receipt that does not exist is not found
        streams.decide(lotOf(lotId), { _tag: "SaveReceiptDraft", lotId, measurements: measurementsOf(inputs, envelope), savedByName })
      )
    )
    return yield* draftOf(lotId, saved.executed(lotOf(lotId)))
  })

export const ReceiptCommandsLive = HttpApiBuilder.group(WriteApi, "receiptCommands", (handlers) =>
  handlers
    .handle("saveDraft", ({ payload }) =>
      Effect.zipRight(requirePermission(PAGE, "create"), saveDraft(LotId.make(payload.receipt_id.trim()), payload.measurements))
    )
    .handle("updateDraft", ({ path, payload }) => Effect.zipRight(requirePermission(PAGE, "edit"), saveDraft(LotId.make(path.id), payload.measurements)))
    .handle("deleteDraft", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const lotId = LotId.make(urlParams.receipt_id.trim())
        yield* command((streams) => Effect.zipRight(requireLot(streams, lotId), streams.decide(lotOf(lotId), { _tag: "DeleteReceiptDraft", lotId })))
        return { receipt_id: lotId }
      })
    )
    .handle("submit", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const user = yield* CurrentUser
        const { now } = yield* CommandContext
        const ids = new Set(payload.items.map((item) => item.receipt_id.trim()))
        if (ids.size === 0)
          return yield* new ValidationError({
            message: ReceiptMessages.addSleeper,
            details: { fields: [{ path: "items", message: ReceiptMessages.addSleeper }] }
          })
        if (ids.size > 1) {
          return yield* new ValidationError({
            message: ReceiptMessages.oneReceiptPerSubmission,
            details: { fields: [{ path: "items", message: ReceiptMessages.oneReceiptPerSubmission }] }
          })
        }
        const lotId = LotId.make([...ids][0]!)
        const warehouseId = WarehouseId.make(payload.warehouse_id.trim())
        const submittedByName = yield* actorName
        // the submission and, when it completes the receipt (an admin's), its sleepers into stock: one append
        const submitted = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const lot = yield* submitReceiptIn(streams, {
              _tag: "SubmitReceipt",
              lotId,
              items: itemsOf(payload.items, envelope),
              warehouseId,
              actor: { userId: user.userId, email: user.email, role: user.role },
              submittedByName,
              at: now().toISOString()
            })
            return yield* woodTypeNameNow(streams, lot)
          })
        )
        return yield* answer(submitted.executed(lotOf(lotId)), submitted.value)
      })
    )
)
