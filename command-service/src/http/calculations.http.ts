import { HttpApiBuilder } from "@effect/platform"
import {
  CalculationId,
  CalculatorMessages,
  CurrentUser,
  DEFAULT_VAT,
  EditedRecords,
  Forbidden,
  toCalculation,
  ValidationError,
  WriteApi,
  UserId,
  versionAfter
} from "@timber/contracts"
import { CalculationDecider, calculationStream, isOwnerOrAdmin, type CalculationState } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type EditedRecord } from "../commands/execute"
import { createUsingWoodType, releaseWoodTypeUse, requireWoodType } from "../commands/wood-type-use"
import { command } from "./command"
import { requirePermission } from "./request-context"

/** A calculation deleted from the history as it was listed: refused (412) when it changed since (If-Match). */
const editedCalculation = (calculationId: CalculationId): EditedRecord<CalculationState> => ({
  ref: streamOf(CalculationDecider, calculationStream(calculationId)),
  subject: EditedRecords.calculation,
  // a deleted calculation has no version to be stale against: its delete is told it is not found
  versionOf: (state, recorded) => (state._tag === "Saved" ? versionAfter(recorded) : null),
  current: ({ state, trail, version }) => Effect.succeed(state._tag === "Saved" ? toCalculation(state, trail.createdAt, version) : null)
})

export const CalculationCommandsLive = HttpApiBuilder.group(WriteApi, "calculationCommands", (handlers) =>
  handlers
    .handle("save", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("wood-calculator", "access")
        // a user saves their own history; only an ADMIN may save for someone else
        const userId = UserId.make(payload.user_id ?? user.userId)
        if (!isOwnerOrAdmin(user, userId)) return yield* new Forbidden({ message: CalculatorMessages.notYours })
        const woodTypeRequired = () => new ValidationError({ message: CalculatorMessages.woodTypeRequired })
        // recorded as using its wood type in the same append, so the wood type can't be deleted under it
        const outcome = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const woodType = yield* requireWoodType(streams, payload.wood_type_id, woodTypeRequired)
            const calculationId = CalculationId.make(envelope.ids.next("calculation"))
            const calculation = streamOf(CalculationDecider, calculationStream(calculationId))
            yield* createUsingWoodType(
              streams,
              calculation,
              {
                _tag: "SaveCalculation",
                calculationId,
                userId,
                woodType: { id: woodType.id, name: woodType.name },
                thickness: payload.thickness,
                width: payload.width,
                length: payload.length,
                pricePerPlank: payload.price_per_plank,
                taxPercentage: payload.tax_percentage ?? DEFAULT_VAT,
                claimed: { volumeM3: payload.volume_m3 ?? null, planksPerM3: payload.planks_per_m3 ?? null, pricePerM3: payload.price_per_m3 ?? null },
                notes: payload.notes ?? null
              },
              woodType.id,
              woodTypeRequired
            )
            return calculation
          })
        )
        const saved = outcome.executed(outcome.value)
        if (saved.state._tag !== "Saved") return yield* Effect.die(new Error(`calculation has nothing to show after a save (${saved.state._tag})`))
        return toCalculation(saved.state, saved.trail.createdAt, saved.version ?? "")
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const calculationId = CalculationId.make(path.id)
        yield* requirePermission("wood-calculator", "access")
        const user = yield* CurrentUser
        const calculation = streamOf(CalculationDecider, calculationStream(calculationId))
        yield* command(
          (streams) =>
            Effect.gen(function* () {
              const { state: before } = yield* streams.read(calculation)
              yield* streams.decide(calculation, { _tag: "DeleteCalculation", calculationId, actor: { userId: user.userId, role: user.role } })
              // the deleted calculation no longer holds its wood type, in the same append
              if (before._tag === "Saved") yield* releaseWoodTypeUse(streams, before.woodTypeId, calculation.streamId)
            }),
          editedCalculation(calculationId)
        )
        return { id: path.id }
      })
    )
)
