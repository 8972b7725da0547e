import { HttpApiBuilder } from "@effect/platform"
import { CalculationEvent, CalculatorMessages, CurrentUser, decodeEvent, DEFAULT_VAT, Forbidden, ValidationError, WriteApi } from "@timber/contracts"
import { CalculationDecider, calculationStream, isOwnerOrAdmin } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate } from "../commands/execute"
import { streamTimes } from "../commands/history"
import { requireWoodType, useWoodType } from "../commands/wood-type-use"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

export const CalculationCommandsLive = HttpApiBuilder.group(WriteApi, "calculationCommands", (handlers) =>
  handlers
    .handle("save", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("wood-calculator", "access")
        // a user saves their own history; only an ADMIN may save for someone else
        const userId = payload.user_id ?? user.userId
        if (!isOwnerOrAdmin(user, userId)) return yield* new Forbidden({ message: CalculatorMessages.notYours })
        const { store } = yield* CommandContext
        const woodTypeRequired = () => new ValidationError({ message: CalculatorMessages.woodTypeRequired })
        const woodType = yield* requireWoodType(payload.wood_type_id, woodTypeRequired)
        const envelope = yield* commandEnvelope
        const calculationId = envelope.ids.next("calculation")
        // recorded as using its wood type, so the wood type can't be deleted under it
        yield* useWoodType(woodType.id, calculationStream(calculationId), envelope, woodTypeRequired)
        const { state, position } = yield* execute(
          store,
          CalculationDecider,
          calculationStream(calculationId),
          {
            _tag: "SaveCalculation",
            calculationId,
            userId,
            woodType: { id: payload.wood_type_id, name: woodType.name },
            thickness: payload.thickness,
            width: payload.width,
            length: payload.length,
            pricePerPlank: payload.price_per_plank,
            taxPercentage: payload.tax_percentage ?? DEFAULT_VAT,
            claimed: { volumeM3: payload.volume_m3 ?? null, planksPerM3: payload.planks_per_m3 ?? null, pricePerM3: payload.price_per_m3 ?? null },
            notes: payload.notes ?? null
          },
          envelope
        )
        yield* reportPosition(position)
        const { recorded } = yield* loadAggregate(store, CalculationDecider, calculationStream(calculationId)).pipe(Effect.orDie)
        const data = recorded.map((r) => decodeEvent(CalculationEvent, r)).find((e) => e._tag === "CalculationSaved")
        if (state._tag !== "Saved" || !data) return yield* Effect.die(new Error("calculation missing after save"))
        return {
          id: calculationId,
          user_id: userId,
          wood_type_id: payload.wood_type_id,
          thickness: data.thickness,
          width: data.width,
          length: data.length,
          price_per_plank: data.pricePerPlank,
          tax_percentage: data.taxPercentage,
          volume_m3: data.volumeM3,
          planks_per_m3: data.planksPerM3,
          price_per_m3: data.pricePerM3,
          notes: data.notes,
          created_at: streamTimes(recorded).createdAt,
          wood_type: { id: payload.wood_type_id, name: woodType.name }
        }
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission("wood-calculator", "access")
        const user = yield* CurrentUser
        const { store } = yield* CommandContext
        const { position } = yield* execute(
          store,
          CalculationDecider,
          calculationStream(path.id),
          { _tag: "DeleteCalculation", calculationId: path.id, actor: { userId: user.userId, role: user.role } },
          yield* commandEnvelope
        )
        yield* reportPosition(position)
        return { id: path.id }
      })
    )
)
