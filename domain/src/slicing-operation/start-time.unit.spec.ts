import { SlicingMessages } from "@timber/contracts"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { slicingStartRecordable } from "./start-time"

const now = new Date("2026-12-01T08:00:00.000Z")
const verdict = (startTime: string | null | undefined) => {
  const result = Effect.runSync(Effect.either(slicingStartRecordable(startTime, now)))
  return Either.isLeft(result) ? result.left.message : "recorded"
}

describe("a slicing operation's start", () => {
  it("given a start within a day ahead of the server's clock (a browser hours off, a night shift), then it is recorded", () => {
    expect(verdict("2026-12-02T07:59:00.000Z")).toBe("recorded")
    expect(verdict("2026-11-30T08:00:00.000Z")).toBe("recorded")
    expect(verdict(undefined)).toBe("recorded")
  })

  it("given a start more than a day ahead, then it is refused in the spec's words", () =>
    expect(verdict("2026-12-02T08:01:00.000Z")).toBe(SlicingMessages.startInFuture))
})
