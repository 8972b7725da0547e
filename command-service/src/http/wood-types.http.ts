import { HttpApiBuilder } from "@effect/platform"
import { NotFound, WoodTypeMessages, woodTypeCatalogueOf, WriteApi, type WoodType, type WoodTypePayload } from "@timber/contracts"
import { WoodTypeDecider, woodTypeStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate } from "../commands/execute"
import { streamTimes } from "../commands/history"
import { goneWoodTypeUsers } from "../commands/wood-type-use"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "wood-types" as const

const woodType = (id: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state, recorded } = yield* loadAggregate(store, WoodTypeDecider, woodTypeStream(id)).pipe(Effect.orDie)
    if (state._tag !== "Existing") return yield* new NotFound({ message: WoodTypeMessages.notFound })
    // being used by a LOT is not an edit of the wood type
    const times = streamTimes(recorded.filter((event) => event.type !== "WoodTypeUseRecorded"))
    const dto: WoodType = { id, name: state.name, grade: state.grade, ...state.catalogue, createdAt: times.createdAt, updatedAt: times.updatedAt }
    return dto
  })

const run = (id: string, command: Parameters<typeof WoodTypeDecider.decide>[0]) =>
  Effect.gen(function* () {
    const envelope = yield* commandEnvelope
    const { store } = yield* CommandContext
    const { position } = yield* execute(store, WoodTypeDecider, woodTypeStream(id), command, envelope)
    yield* reportPosition(position)
  })

const fieldsOf = (payload: WoodTypePayload) => ({ name: payload.name.trim(), grade: payload.grade ?? null, catalogue: woodTypeCatalogueOf(payload) })

export const WoodTypeCommandsLive = HttpApiBuilder.group(WriteApi, "woodTypeCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const id = (yield* commandEnvelope).ids.next("wood-type")
        yield* run(id, { _tag: "CreateWoodType", woodTypeId: id, ...fieldsOf(payload) })
        return yield* woodType(id)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        yield* run(path.id, { _tag: "UpdateWoodType", woodTypeId: path.id, ...fieldsOf(payload) })
        return yield* woodType(path.id)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const { store } = yield* CommandContext
        const recorded = yield* store.readStream(woodTypeStream(path.id)).pipe(Effect.orDie)
        // a use recorded after this read moves the stream on: the delete is decided again and refused
        const goneUsers = yield* goneWoodTypeUsers(recorded)
        yield* run(path.id, { _tag: "DeleteWoodType", woodTypeId: path.id, goneUsers })
        return { id: path.id }
      })
    )
)
