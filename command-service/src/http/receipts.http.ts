import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, LotId, WriteApi, type SleeperMeasurement, type SleeperMeasurementInput } from "@timber/contracts"
import { toReceiptDraft, type LotState } from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { CommandContext } from "../commands/context"
import type { CommandEnvelope, Executed, Streams } from "../commands/execute"
import { command } from "./command"
import { answer, woodTypeNameNow } from "./lots.http"
import { requirePermission } from "./request-context"
import { submitReceiptCommand } from "../steps/submit-receipt"
import { lotOf } from "../steps/stream-refs"

const PAGE = "wood-receipt" as const

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

/** Saves the receipt's draft on its LOT (the LOT decides: a receipt that does not exist is not found). */
const saveDraftOn = (lotId: LotId, inputs: ReadonlyArray<SleeperMeasurementInput>, savedByName: string) => (streams: Streams, envelope: CommandEnvelope) =>
  streams.decide(lotOf(lotId), { _tag: "SaveReceiptDraft", lotId, measurements: measurementsOf(inputs, envelope), savedByName })

export const ReceiptCommandsLive = HttpApiBuilder.group(WriteApi, "receiptCommands", (handlers) =>
  handlers
    .handle("saveDraft", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const lotId = LotId.make(payload.receipt_id.trim())
        const saved = yield* command(saveDraftOn(lotId, payload.measurements, yield* actorName))
        return yield* draftOf(lotId, saved.executed(lotOf(lotId)))
      })
    )
    .handle("updateDraft", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const lotId = LotId.make(path.id)
        const saved = yield* command(saveDraftOn(lotId, payload.measurements, yield* actorName))
        return yield* draftOf(lotId, saved.executed(lotOf(lotId)))
      })
    )
    .handle("deleteDraft", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const lotId = LotId.make(urlParams.receipt_id.trim())
        yield* command((streams) => streams.decide(lotOf(lotId), { _tag: "DeleteReceiptDraft", lotId }))
        return { receipt_id: lotId }
      })
    )
    .handle("submit", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const user = yield* CurrentUser
        const { now } = yield* CommandContext
        const submittedByName = yield* actorName
        const on = { actor: { userId: user.userId, email: user.email, role: user.role }, submittedByName, at: now().toISOString() }
        // the submission and, when it completes the receipt (an admin's), its sleepers into stock: one append
        const submitted = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const lot = yield* submitReceiptCommand(payload, on)(streams, envelope)
            return { lot, woodTypeName: yield* woodTypeNameNow(streams, (yield* streams.read(lot)).state) }
          })
        )
        return yield* answer(submitted.executed(submitted.value.lot), submitted.value.woodTypeName)
      })
    )
)
