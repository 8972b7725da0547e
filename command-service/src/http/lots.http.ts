import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, LotMessages, NotFound, ValidationError, WriteApi, toWoodReceipt, type LotCommand } from "@timber/contracts"
import { LotDecider, lotStream, WoodTypeDecider, woodTypeStream, type LotState, type WoodTypeState } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope, type Executed, type Loaded } from "../commands/execute"
import { decideClaim, releaseUnique } from "../commands/reservations"
import { streamTimes } from "../commands/history"
import { UniqueValues } from "../commands/unique-values"
import { executeUsingWoodType, requireWoodType } from "../commands/wood-type-use"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "lot-creation" as const

const woodTypeUnknown = () =>
  new ValidationError({ message: LotMessages.woodTypeUnknown, details: { fields: [{ path: "wood_type_id", message: LotMessages.woodTypeUnknown }] } })

const woodTypeNamed = (id: string) => requireWoodType(id, woodTypeUnknown)

/** The wood type's name now, so a LOT's answer shows a rename as the list does; the LOT's own when the type is gone. */
const woodTypeNameNow = (lot: Extract<LotState, { _tag: "Existing" }>) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, WoodTypeDecider, woodTypeStream(lot.woodTypeId)).pipe(Effect.orDie)
    return state._tag === "Existing" ? state.name : lot.woodTypeName
  })

/** The LOT as the API answers a write: from the state the command left, through the read side's own view. */
export const answer = ({ state, trail }: Pick<Executed<LotState>, "state" | "trail">, woodTypeName?: string) =>
  Effect.gen(function* () {
    if (state._tag !== "Existing") return yield* Effect.die(new Error(`LOT has nothing to show after a write (${state._tag})`))
    const { actualVolumeM3, actualPieces, receiptConfirmedAt } = state.receipt
    return toWoodReceipt(state, woodTypeName ?? (yield* woodTypeNameNow(state)), trail, { actualVolumeM3, actualPieces, receiptConfirmedAt })
  })

/** The LOT as it stands, from its stream; not found when there is none (receipt processing checks its receipt with it). */
export const existingLot = (lotId: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state, recorded } = yield* loadAggregate(store, LotDecider, lotStream(lotId)).pipe(Effect.orDie)
    if (state._tag !== "Existing") return yield* new NotFound({ message: LotMessages.notFound })
    return { state, trail: streamTimes(recorded) }
  })

/** A LOT id just drawn has no stream yet: nothing to read (its no-stream append still guards it). */
const NEW_LOT: Loaded<LotState> = { recorded: [], state: LotDecider.initialState }

const runLot = (lotId: string, command: LotCommand, envelope: CommandEnvelope) =>
  Effect.flatMap(CommandContext, ({ store }) => execute(store, LotDecider, lotStream(lotId), command, envelope))

/** The LOT's command with its wood type's use (and, for a create, its number's claim): one append, all or nothing. */
const runLotUsing = (
  lotId: string,
  woodType: { readonly id: string; readonly loaded?: Loaded<WoodTypeState> },
  command: LotCommand,
  envelope: CommandEnvelope,
  { claim, loaded }: { readonly claim?: string; readonly loaded?: Loaded<LotState> } = {}
) =>
  executeUsingWoodType(woodType, woodTypeUnknown, LotDecider, lotStream(lotId), command, envelope, {
    loaded,
    alongside: claim === undefined ? undefined : (firstTry) => decideClaim(lotNumberClaim(claim, lotId), envelope, { assumeFirst: firstTry })
  })

/** The LOT number's claim for this LOT: the consistency boundary that keeps numbers unique under concurrent creates. */
const lotNumberClaim = (lotNumber: string, lotId: string) => ({
  scope: UniqueValues.lotNumber.scope,
  key: UniqueValues.lotNumber.key(lotNumber),
  ownerId: lotId,
  takenMessage: LotMessages.lotNumberTaken(lotNumber.trim()),
  ownerStream: lotStream,
  endedBy: "LotDeleted"
})

const optionalNumber = (value: number | null | undefined) => (value === undefined ? null : value)

export const LotCommandsLive = HttpApiBuilder.group(WriteApi, "lotCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const envelope = yield* commandEnvelope
        const woodType = yield* woodTypeNamed(payload.wood_type_id)
        const lotId = envelope.ids.next("lot")
        const lotNumber = payload.lot_number.trim()
        const created = yield* runLotUsing(
          lotId,
          woodType,
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
          envelope,
          { claim: lotNumber, loaded: NEW_LOT }
        )
        yield* reportPosition(created.position)
        return yield* answer(created, woodType.name)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const envelope = yield* commandEnvelope
        const woodType = yield* woodTypeNamed(payload.wood_type_id)
        const updated = yield* runLotUsing(
          path.id,
          woodType,
          {
            _tag: "UpdateLot",
            lotId: path.id,
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
          },
          envelope
        )
        yield* reportPosition(updated.position)
        return yield* answer(updated, woodType.name)
      })
    )
    .handle("changeStatus", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const user = yield* CurrentUser
        const envelope = yield* commandEnvelope
        const changed = yield* runLot(
          path.id,
          { _tag: "ChangeLotStatus", lotId: path.id, status: payload.status, actor: { userId: user.userId, email: user.email, role: user.role } },
          envelope
        )
        yield* reportPosition(changed.position)
        return yield* answer(changed)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        // LOT Creation deletes LOTs; Receipt Processing deletes unprocessed receipts (factory spec section 2.2)
        yield* requirePermission(PAGE, "delete").pipe(Effect.orElse(() => requirePermission("wood-receipt", "delete")))
        const envelope = yield* commandEnvelope
        const deleted = yield* runLot(path.id, { _tag: "DeleteLot", lotId: path.id }, envelope)
        if (deleted.state._tag !== "Deleted") return yield* Effect.die(new Error(`LOT ${path.id} not deleted after a delete`))
        // the number becomes free again; a failure here leaves a claim that a later create takes over
        const released = yield* releaseUnique(
          { scope: UniqueValues.lotNumber.scope, key: UniqueValues.lotNumber.key(deleted.state.lotNumber), ownerId: path.id },
          envelope
        )
        yield* reportPosition(released.position ?? deleted.position)
        return { id: path.id }
      })
    )
)
