import { EMPTY_WOOD_TYPE_CATALOGUE, WoodTypeId, WoodTypeMessages, type WoodTypeEvent } from "@timber/contracts"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { WoodTypeDecider, woodTypeTakesPicture } from "./decider"

const created = { _tag: "WoodTypeCreated", woodTypeId: WoodTypeId.make("wt"), name: "Mvule", grade: null, catalogue: EMPTY_WOOD_TYPE_CATALOGUE } as const
const refusal = (events: ReadonlyArray<WoodTypeEvent>) => {
  const result = Effect.runSync(Effect.either(woodTypeTakesPicture(fold(WoodTypeDecider, events))))
  return Either.isLeft(result) ? { tag: result.left._tag, message: result.left.message } : null
}

describe("a wood type's picture, before it is stored", () => {
  it("given a wood type, when a picture is uploaded for it, then it may be stored", () => expect(refusal([created])).toBeNull())

  it("given no such wood type, when a picture is uploaded for it, then it is refused as not found before anything is stored", () =>
    expect(refusal([])).toEqual({ tag: "NotFound", message: WoodTypeMessages.notFound }))

  it("given a deleted wood type, when a picture is uploaded for it, then it is refused as not found", () =>
    expect(refusal([created, { _tag: "WoodTypeDeleted", woodTypeId: WoodTypeId.make("wt") }])).toEqual({ tag: "NotFound", message: WoodTypeMessages.notFound }))
})
