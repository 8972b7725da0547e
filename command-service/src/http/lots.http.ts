import { HttpApiBuilder } from "@effect/platform"
import {
  CurrentUser,
  LotMessages,
  NotFound,
  ValidationError,
  WriteApi,
  type LotCommand,
  type WoodReceipt
} from "@timber/contracts"
import { LotDecider, lotStream, WoodTypeDecider, woodTypeStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope } from "../commands/execute"
import { streamTimes } from "../commands/history"
import { claimUnique, releaseUnique } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "lot-creation" as const

const woodTypeNamed = (id: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, WoodTypeDecider, woodTypeStream(id)).pipe(Effect.orDie)
    if (state._tag !== "Existing") return yield* new ValidationError({ message: LotMessages.woodTypeUnknown, details: { fields: [{ path: "wood_type_id", message: LotMessages.woodTypeUnknown }] } })
    return { id, name: state.name }
  })

/** The LOT as the API returns it, from its own stream. */
const receipt = (lotId: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state, recorded } = yield* loadAggregate(store, LotDecider, lotStream(lotId)).pipe(Effect.orDie)
    if (state._tag !== "Existing") return yield* new NotFound({ message: LotMessages.notFound })
    const times = streamTimes(recorded)
    const dto: WoodReceipt = {
      id: state.lotId,
      lotNumber: state.lotNumber,
      woodTypeId: state.woodTypeId,
      woodType: { id: state.woodTypeId, name: state.woodTypeName },
      supplier: state.supplier,
      receiptDate: state.receiptDate,
      purchaseOrder: state.purchaseOrder,
      woodFormat: state.woodFormat,
      status: state.status,
      notes: state.notes,
      estimatedVolumeM3: state.estimatedVolumeM3,
      estimatedPieces: state.estimatedPieces,
      estimatedAmount: state.estimatedAmount,
      actualVolumeM3: null,
      actualPieces: null,
      receiptConfirmedAt: null,
      createdAt: times.createdAt,
      updatedAt: times.updatedAt,
      lastWorkedBy: times.lastWorkedBy,
      lastWorkedAt: times.updatedAt
    }
    return dto
  })

const runLot = (lotId: string, command: LotCommand, envelope: CommandEnvelope) =>
  Effect.flatMap(CommandContext, ({ store }) => execute(store, LotDecider, lotStream(lotId), command, envelope))

/** Claims the LOT number for this LOT: the consistency boundary that keeps numbers unique under concurrent creates. */
const claimLotNumber = (lotNumber: string, lotId: string, envelope: CommandEnvelope) =>
  claimUnique(
    { scope: UniqueValues.lotNumber.scope, key: UniqueValues.lotNumber.key(lotNumber), ownerId: lotId, takenMessage: LotMessages.lotNumberTaken(lotNumber.trim()), ownerStream: lotStream, endedBy: "LotDeleted" },
    envelope
  )

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
        yield* claimLotNumber(lotNumber, lotId, envelope)
        const { position } = yield* runLot(
          lotId,
          {
            _tag: "CreateLot",
            lotId,
            lotNumber,
            woodType,
            woodFormat: payload.wood_format ?? "SLEEPERS",
            supplier: payload.supplier.trim(),
            receiptDate: payload.receipt_date,
            purchaseOrder: payload.purchase_order.trim(),
            notes: payload.notes ?? null,
            estimatedVolumeM3: optionalNumber(payload.total_volume_m3),
            estimatedPieces: optionalNumber(payload.total_pieces),
            estimatedAmount: payload.total_amount ?? 0
          },
          envelope
        )
        yield* reportPosition(position)
        return yield* receipt(lotId)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const envelope = yield* commandEnvelope
        const current = yield* receipt(path.id)
        const woodType = yield* woodTypeNamed(payload.wood_type_id)
        const { position } = yield* runLot(
          path.id,
          {
            _tag: "UpdateLot",
            lotId: path.id,
            lotNumber: payload.lot_number ? payload.lot_number.trim() : null,
            woodType,
            woodFormat: payload.wood_format ?? current.woodFormat,
            supplier: payload.supplier.trim(),
            receiptDate: payload.receipt_date,
            purchaseOrder: payload.purchase_order.trim(),
            notes: payload.notes === undefined ? current.notes : payload.notes,
            estimatedVolumeM3: payload.total_volume_m3 === undefined ? current.estimatedVolumeM3 : payload.total_volume_m3,
            estimatedPieces: payload.total_pieces === undefined ? current.estimatedPieces : payload.total_pieces,
            estimatedAmount: payload.total_amount ?? current.estimatedAmount
          },
          envelope
        )
        yield* reportPosition(position)
        return yield* receipt(path.id)
      })
    )
    .handle("changeStatus", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const user = yield* CurrentUser
        const envelope = yield* commandEnvelope
        const { position } = yield* runLot(
          path.id,
          { _tag: "ChangeLotStatus", lotId: path.id, status: payload.status, actor: { userId: user.userId, email: user.email, role: user.role } },
          envelope
        )
        yield* reportPosition(position)
        return yield* receipt(path.id)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const envelope = yield* commandEnvelope
        const before = yield* receipt(path.id)
        const deleted = yield* runLot(path.id, { _tag: "DeleteLot", lotId: path.id }, envelope)
        // the number becomes free again; a failure here leaves a claim that a later create takes over
        const released = yield* releaseUnique({ scope: UniqueValues.lotNumber.scope, key: UniqueValues.lotNumber.key(before.lotNumber), ownerId: path.id }, envelope)
        yield* reportPosition(released.position ?? deleted.position)
        return { id: path.id }
      })
    )
)
