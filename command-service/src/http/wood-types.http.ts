import { HttpApiBuilder } from "@effect/platform"
import { EditedRecords, WoodTypeId, toWoodType, woodTypeCatalogueOf, WriteApi, type WoodTypePayload } from "@timber/contracts"
import type { WoodTypeState } from "@timber/domain"
import { Effect } from "effect"
import type { EditedRecord, Executed } from "../commands/execute"
import { workTrail } from "../commands/history"
import { closeWoodTypeUses, woodTypeOf } from "../commands/wood-type-use"
import { editWoodTypeCommand } from "../steps/edit-wood-type"
import { claimWoodTypeName, releaseWoodTypeName } from "../steps/wood-type-name"
import { woodTypeTakesPictureNow } from "../steps/wood-type-picture"
import { command } from "./command"
import { storeImage } from "../storage/images"
import { commandEnvelope, requirePermission } from "./request-context"

const PAGE = "wood-types" as const

/** The wood type as the API answers a write: from the state the command left, through the read side's own view. */
const answer = ({ state, touches, version }: Executed<WoodTypeState>) => {
  if (state._tag !== "Existing" || version === null) return Effect.die(new Error(`wood type has nothing to show after a write (${state._tag})`))
  // being used by a LOT is not an edit of the wood type
  return Effect.succeed(toWoodType(state, workTrail(touches.filter((touch) => touch.type !== "WoodTypeUseRecorded")), version))
}

/** A wood type an edit or a delete was made on: a stale one is refused with the wood type as the catalogue shows it now. */
const editedWoodType = (woodTypeId: WoodTypeId, bodyVersion?: string): EditedRecord<WoodTypeState> & { readonly bodyVersion?: string | undefined } => ({
  ref: woodTypeOf(woodTypeId),
  subject: EditedRecords.woodType,
  bodyVersion,
  // the trail here counts uses too; the form compares the fields, not the times
  current: ({ state, trail, version }) => Effect.succeed(state._tag === "Existing" ? toWoodType(state, trail, version) : null)
})

// the name arrives in its normal form (contracts `requiredIdentifier`)
const fieldsOf = (payload: WoodTypePayload) => ({ name: payload.name, grade: payload.grade ?? null, catalogue: woodTypeCatalogueOf(payload) })

export const WoodTypeCommandsLive = HttpApiBuilder.group(WriteApi, "woodTypeCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const id = WoodTypeId.make((yield* commandEnvelope).ids.next("wood-type"))
        const fields = fieldsOf(payload)
        const created = yield* command((streams) =>
          Effect.zipRight(
            streams.decide(woodTypeOf(id), { _tag: "CreateWoodType", woodTypeId: id, ...fields }, { assumeNew: true }),
            claimWoodTypeName(streams, fields.name, id)
          )
        )
        return yield* answer(created.executed(woodTypeOf(id)))
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const woodTypeId = WoodTypeId.make(path.id)
        const user = yield* requirePermission(PAGE, "edit")
        const woodType = woodTypeOf(woodTypeId)
        const changed = yield* command(
          editWoodTypeCommand({ _tag: "UpdateWoodType", woodTypeId, ...fieldsOf(payload), actor: user }),
          editedWoodType(woodTypeId, payload.version)
        )
        return yield* answer(changed.executed(woodType))
      })
    )
    // the picture is part of editing the catalogue (spec section 6: wood-types edit)
    .handle("uploadImage", ({ path, payload, urlParams }) =>
      Effect.gen(function* () {
        const woodTypeId = WoodTypeId.make(path.id)
        yield* requirePermission(PAGE, "edit")
        yield* woodTypeTakesPictureNow(woodTypeId)
        const image = yield* storeImage("wood-type-image", payload, urlParams.name)
        const woodType = woodTypeOf(woodTypeId)
        const changed = yield* command((streams) => streams.decide(woodType, { _tag: "ChangeWoodTypeImage", woodTypeId, image }))
        return yield* answer(changed.executed(woodType))
      })
    )
    .handle("removeImage", ({ path }) =>
      Effect.gen(function* () {
        const woodTypeId = WoodTypeId.make(path.id)
        yield* requirePermission(PAGE, "edit")
        // made on the version the form showed (If-Match): a picture removed from a wood type someone changed meanwhile is refused
        const woodType = woodTypeOf(woodTypeId)
        const removed = yield* command(
          (streams) => streams.decide(woodType, { _tag: "ChangeWoodTypeImage", woodTypeId, image: null }),
          editedWoodType(woodTypeId)
        )
        return yield* answer(removed.executed(woodType))
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const woodTypeId = WoodTypeId.make(path.id)
        yield* requirePermission(PAGE, "delete")
        const woodType = woodTypeOf(woodTypeId)
        yield* command(
          (streams) =>
            Effect.gen(function* () {
              const { state, recorded } = yield* streams.read(woodType)
              yield* streams.decide(woodType, { _tag: "DeleteWoodType", woodTypeId })
              // refused while a user is counted; a use counted after this read moves the books on: the delete is decided again and refused
              yield* closeWoodTypeUses(streams, woodTypeId, recorded)
              // the deleted state forgets the name: the one read before the delete says which name to free
              if (state._tag === "Existing") yield* releaseWoodTypeName(streams, state.name, woodTypeId)
            }),
          editedWoodType(woodTypeId)
        )
        return { id: path.id }
      })
    )
)
