import { HttpApiBuilder } from "@effect/platform"
import { CalculationId, CurrentUser, DEFAULT_VAT, EditedRecords, toCalculation, WriteApi, versionAfter } from "@timber/contracts"
import { CalculationDecider, calculationStream, type CalculationState } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type EditedRecord } from "../commands/execute"
import { releaseWoodTypeUse } from "../commands/wood-type-use"
import { saveCalculationCommand } from "../steps/save-calculation"
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
        const outcome = yield* command((streams, envelope) =>
          saveCalculationCommand({
            calculationId: CalculationId.make(envelope.ids.next("calculation")),
            actor: { userId: user.userId, role: user.role },
            userId: payload.user_id,
            woodTypeId: payload.wood_type_id,
            thickness: payload.thickness,
            width: payload.width,
            length: payload.length,
            pricePerPlank: payload.price_per_plank,
            taxPercentage: payload.tax_percentage ?? DEFAULT_VAT,
            claimed: { volumeM3: payload.volume_m3 ?? null, planksPerM3: payload.planks_per_m3 ?? null, pricePerM3: payload.price_per_m3 ?? null },
            notes: payload.notes ?? null
          })(streams)
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
