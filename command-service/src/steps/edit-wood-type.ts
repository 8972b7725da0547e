import { editWoodType, type EditWoodTypeIntent } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { UniqueValues } from "../commands/unique-values"
import { woodTypeOf } from "../commands/wood-type-use"
import { claimWoodTypeName, releaseWoodTypeName } from "./wood-type-name"

/** Edits a wood type (domain `editWoodType`): reads it, records the edit, claims its name and lets a former one go, in one append. */
export const editWoodTypeCommand = (intent: EditWoodTypeIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const woodType = woodTypeOf(intent.woodTypeId)
    const decided = yield* editWoodType({ woodType: (yield* streams.read(woodType)).state }, intent)
    yield* streams.record(woodType, decided.woodType)
    const { before, after } = decided.name
    yield* claimWoodTypeName(streams, after, intent.woodTypeId)
    // a change of case or spacing keeps its one key
    if (before !== null && UniqueValues.woodTypeName.key(before) !== UniqueValues.woodTypeName.key(after))
      yield* releaseWoodTypeName(streams, before, intent.woodTypeId)
  })
