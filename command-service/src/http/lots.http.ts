import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, EditedRecords, LotId, LotMessages, ValidationError, WriteApi, toLot, type WorkTrail } from "@timber/contracts"
import { lotStream, type LotState } from "@timber/domain"
import { Effect } from "effect"
import type { EditedRecord, Executed, Streams } from "../commands/execute"
import { claimValue, releaseValue } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"
import { createUsingWoodType, moveWoodTypeUse, releaseWoodTypeUse, requireWoodType, woodTypeOf } from "../commands/wood-type-use"
import { command } from "./command"
import { requirePermission } from "./request-context"
import { lotOf } from "../steps/stream-refs"

/** The LOT screen's page key (spec section 6); Receipt Processing's is `wood-receipt`. */
const PAGE = "lot-creation" as const
const RECEIPT_PROCESSING_PAGE = "wood-receipt" as const

const woodTypeUnknown = () =>
  new ValidationError({ message: LotMessages.woodTypeUnknown, details: { fields: [{ path: "wood_type_id", message: LotMessages.woodTypeUnknown }] } })

type ExistingLot = Extract<LotState, { _tag: "Existing" }>

/** The wood type's name now, read in the LOT's command, so an answer shows a rename as the list does; the LOT's own when the type is gone. */
export const woodTypeNameNow = (streams: Streams, lot: LotState) =>
  lot._tag !== "Existing"
    ? Effect.succeed("")
    : Effect.map(streams.read(woodTypeOf(lot.woodTypeId)), ({ state }) => (state._tag === "Existing" ? state.name : lot.woodTypeName))

/** The LOT as the API answers a write: from the state the command left, through the read side's own view. */
export const answer = ({ state, trail, version }: Pick<Executed<LotState>, "state" | "trail" | "version">, woodTypeName: string) =>
  state._tag !== "Existing" || version === null
    ? Effect.die(new Error(`LOT has nothing to show after a write (${state._tag})`))
    : Effect.succeed(lotView(state, woodTypeName, trail, version))

const lotView = (state: ExistingLot, woodTypeName: string, trail: WorkTrail, version: string) => {
  const { actualVolumeM3, actualPieces, receiptConfirmedAt } = state.receipt
  return toLot(state, woodTypeName, trail, version, { actualVolumeM3, actualPieces, receiptConfirmedAt })
}

/** A LOT an edit, a status change or a delete was made on: a stale one is refused with the LOT as the list shows it now. */
const editedLot = (lotId: LotId, bodyVersion?: string): EditedRecord<LotState> & { readonly bodyVersion?: string | undefined } => ({
  ref: lotOf(lotId),
  subject: EditedRecords.lot,
  bodyVersion,
  current: ({ state, trail, version }, streams) =>
    state._tag === "Existing" ? Effect.map(woodTypeNameNow(streams, state), (name) => lotView(state, name, trail, version)) : Effect.succeed(null)
})

/** The LOT number's claim for this LOT: the consistency boundary that keeps numbers unique under concurrent creates. */
const lotNumberClaim = (lotNumber: string, lotId: LotId) => ({
  scope: UniqueValues.lotNumber.scope,
  key: UniqueValues.lotNumber.key(lotNumber),
  ownerId: lotId,
  takenMessage: LotMessages.lotNumberTaken(lotNumber.trim()),
  // the holder of a LOT number is a LOT: its id, read back from the reservation, is branded here
  ownerStream: (holder: string) => lotStream(LotId.make(holder)),
  endedBy: "LotDeleted"
})

const optionalNumber = (value: number | null | undefined) => (value === undefined ? null : value)

export const LotCommandsLive = HttpApiBuilder.group(WriteApi, "lotCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const lotNumber = payload.lot_number.trim()
        // the LOT, the use of its wood type and the claim of its number: one append, all or nothing
        const created = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const woodType = yield* requireWoodType(streams, payload.wood_type_id, woodTypeUnknown)
            const lotId = LotId.make(envelope.ids.next("lot"))
            const lot = lotOf(lotId)
            yield* createUsingWoodType(
              streams,
              lot,
              {
                _tag: "CreateLot",
                lotId,
                lotNumber,
                woodType: { id: woodType.id, name: woodType.name },
                woodFormat: payload.wood_format ?? "SLEEPERS",
                supplier: payload.supplier.trim(),
                receiptDate: payload.receipt_date,
                purchaseOrder: payload.purchase_order.trim(),
                notes: payload.notes ?? null,
                estimatedVolumeM3: optionalNumber(payload.total_volume_m3),
                estimatedPieces: optionalNumber(payload.total_pieces),
                estimatedAmount: payload.total_amount ?? 0
              },
              woodType.id,
              woodTypeUnknown
            )
            yield* claimValue(streams, lotNumberClaim(lotNumber, lotId), { assumeNew: true })
            return { lot, woodTypeName: woodType.name }
          })
        )
        return yield* answer(created.executed(created.value.lot), created.value.woodTypeName)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const lotId = LotId.make(path.id)
        const lot = lotOf(lotId)
        const updated = yield* command(
          (streams) =>
            Effect.gen(function* () {
              const woodType = yield* requireWoodType(streams, payload.wood_type_id, woodTypeUnknown)
              const { state: before } = yield* streams.read(lot)
              yield* streams.decide(lot, {
                _tag: "UpdateLot",
                lotId,
                lotNumber: payload.lot_number ? payload.lot_number.trim() : null,
                woodType: { id: woodType.id, name: woodType.name },
                woodFormat: payload.wood_format,
                supplier: payload.supplier.trim(),
                receiptDate: payload.receipt_date,
                purchaseOrder: payload.purchase_order.trim(),
                notes: payload.notes,
                estimatedVolumeM3: payload.total_volume_m3,
                estimatedPieces: payload.total_pieces,
                estimatedAmount: payload.total_amount ?? undefined
              })
              // a LOT moved to another wood type no longer holds the first: released there, counted here, in the same append
              yield* moveWoodTypeUse(streams, before._tag === "Existing" ? before.woodTypeId : null, woodType.id, lot.streamId, woodTypeUnknown)
              return woodType.name
            }),
          editedLot(lotId, payload.version)
        )
        return yield* answer(updated.executed(lot), updated.value)
      })
    )
    .handle("changeStatus", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const user = yield* CurrentUser
        const lotId = LotId.make(path.id)
        const lot = lotOf(lotId)
        const changed = yield* command(
          (streams) =>
            Effect.gen(function* () {
              const state = yield* streams.decide(lot, {
                _tag: "ChangeLotStatus",
                lotId,
                status: payload.status,
                actor: { userId: user.userId, email: user.email, role: user.role }
              })
              return yield* woodTypeNameNow(streams, state)
            }),
          editedLot(lotId, payload.version)
        )
        return yield* answer(changed.executed(lot), changed.value)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        // LOT Creation deletes LOTs; Receipt Processing deletes unprocessed receipts (factory spec section 2.2)
        yield* requirePermission(PAGE, "delete").pipe(Effect.orElse(() => requirePermission(RECEIPT_PROCESSING_PAGE, "delete")))
        const lotId = LotId.make(path.id)
        // the LOT's deletion and the release of its number: one append, so the number is free exactly when the LOT is gone
        yield* command(
          (streams) =>
            Effect.gen(function* () {
              const { state: before } = yield* streams.read(lotOf(lotId))
              const deleted = yield* streams.decide(lotOf(lotId), { _tag: "DeleteLot", lotId })
              if (deleted._tag !== "Deleted") return yield* Effect.die(new Error(`LOT ${lotId} not deleted after a delete`))
              // the deleted LOT no longer holds its wood type
              if (before._tag === "Existing") yield* releaseWoodTypeUse(streams, before.woodTypeId, lotStream(lotId))
              yield* releaseValue(streams, { scope: UniqueValues.lotNumber.scope, key: UniqueValues.lotNumber.key(deleted.lotNumber), ownerId: lotId })
            }),
          editedLot(lotId)
        )
        return { id: path.id }
      })
    )
)
