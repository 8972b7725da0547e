import { WoodTypeId, WoodTypeMessages, type WoodTypeUsesEvent } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { booksFor, WOOD_TYPE_USES_PER_PERIOD, WoodTypeUsesDecider } from "./uses"

const spec = DeciderSpec(WoodTypeUsesDecider)
const woodTypeId = WoodTypeId.make("wt-1")
const opened = (count: number, period = 0): WoodTypeUsesEvent => ({ _tag: "WoodTypeUsesOpened", woodTypeId, period, count })
const used = (usedBy: string): WoodTypeUsesEvent => ({ _tag: "WoodTypeUsed", woodTypeId, usedBy })
const released = (usedBy: string): WoodTypeUsesEvent => ({ _tag: "WoodTypeUseReleased", woodTypeId, usedBy })
const closeForGood = { _tag: "CloseWoodTypeUses", woodTypeId, next: null } as const

describe("a wood type's uses, counted per period", () => {
  it("given unopened books, when they are opened with the legacy count, then the count is carried in", () =>
    spec
      .given([])
      .when({ _tag: "OpenWoodTypeUses", woodTypeId, period: 0, count: 3 })
      .then([opened(3)]))

  it("given open books, when a LOT starts using the wood type, then one use is counted", () =>
    spec
      .given([opened(0)])
      .when({ _tag: "CountWoodTypeUse", woodTypeId, usedBy: "Lot-1" })
      .then([used("Lot-1")]))

  it("given a use, when the wood type is deleted, then it is refused with the spec's message", () =>
    spec
      .given([opened(0), used("Lot-1")])
      .when(closeForGood)
      .thenError("BusinessRuleViolation", WoodTypeMessages.inUse))

  it("given a count carried over from the period before, when the wood type is deleted, then it is refused", () =>
    spec
      .given([opened(2, 4)])
      .when(closeForGood)
      .thenError("BusinessRuleViolation", WoodTypeMessages.inUse))

  it("given every user released, when the wood type is deleted, then the books are closed for good", () =>
    spec
      .given([opened(1), used("Lot-2"), released("Lot-1"), released("Lot-2")])
      .when(closeForGood)
      .then([{ _tag: "WoodTypeUsesClosed", woodTypeId, period: 0, count: 0, next: null }]))

  it("given books closed for good, when they are closed again, then 'Wood type not found'", () =>
    spec
      .given([opened(0), { _tag: "WoodTypeUsesClosed", woodTypeId, period: 0, count: 0, next: null }])
      .when(closeForGood)
      .thenError("NotFound", WoodTypeMessages.notFound))

  it("given a period carried over, when a use is counted on it, then it is refused (the use goes to the next period)", () =>
    spec
      .given([opened(0), { _tag: "WoodTypeUsesClosed", woodTypeId, period: 0, count: 0, next: 1 }])
      .when({ _tag: "CountWoodTypeUse", woodTypeId, usedBy: "Lot-1" })
      .thenError("Conflict"))

  it("a release never takes the count below none", () => {
    const state = fold(WoodTypeUsesDecider, [opened(0), released("Lot-legacy"), used("Lot-1")])
    expect(state).toMatchObject({ _tag: "Open", count: 1 })
  })

  it("where a use goes: unopened books open first, a full period carries over, an open one counts here, closed ones are closed", () => {
    const full = fold(WoodTypeUsesDecider, [opened(0), ...Array.from({ length: WOOD_TYPE_USES_PER_PERIOD - 1 }, (_, i) => used(`Lot-${i}`))])
    expect(booksFor(WoodTypeUsesDecider.initialState)).toBe("open-first")
    expect(booksFor(fold(WoodTypeUsesDecider, [opened(0)]))).toBe("here")
    expect(booksFor(full)).toBe("carry-over")
    expect(booksFor(fold(WoodTypeUsesDecider, [opened(0), { _tag: "WoodTypeUsesClosed", woodTypeId, period: 0, count: 0, next: null }]))).toBe("closed")
  })
})
