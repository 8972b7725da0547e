import { HttpApiBuilder } from "@effect/platform"
import { NotFound, WoodTypeMessages, WriteApi, type WoodType } from "@timber/contracts"
import { WoodTypeDecider, woodTypeStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate } from "../commands/execute"
import { streamTimes } from "../commands/history"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "wood-types" as const

const woodType = (id: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state, recorded } = yield* loadAggregate(store, WoodTypeDecider, woodTypeStream(id)).pipe(Effect.orDie)
    if (state._tag !== "Existing") return yield* new NotFound({ message: WoodTypeMessages.notFound })
    const times = streamTimes(recorded)
    const dto: WoodType = { id, name: state.name, grade: state.grade, createdAt: times.createdAt, updatedAt: times.updatedAt }
    return dto
  })

const run = (id: string, command: Parameters<typeof WoodTypeDecider.decide>[0]) =>
  Effect.gen(function* () {
    const envelope = yield* commandEnvelope
    const { store } = yield* CommandContext
    const { position } = yield* execute(store, WoodTypeDecider, woodTypeStream(id), command, envelope)
    yield* reportPosition(position)
  })

export const WoodTypeCommandsLive = HttpApiBuilder.group(WriteApi, "woodTypeCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const id = (yield* commandEnvelope).ids.next("wood-type")
        yield* run(id, { _tag: "CreateWoodType", woodTypeId: id, name: payload.name.trim(), grade: payload.grade?.trim() || null })
        return yield* woodType(id)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        yield* run(path.id, { _tag: "UpdateWoodType", woodTypeId: path.id, name: payload.name.trim(), grade: payload.grade?.trim() || null })
        return yield* woodType(path.id)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        yield* run(path.id, { _tag: "DeleteWoodType", woodTypeId: path.id })
        return { id: path.id }
      })
    )
)
