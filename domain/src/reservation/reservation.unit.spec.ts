import { describe, expect, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { ReservationDecider, reservationStream } from "./decider"

const spec = DeciderSpec(ReservationDecider)
const claim = {
  _tag: "ClaimReservation" as const,
  scope: "lot-number",
  key: "L1",
  ownerId: "a",
  holderIsGone: false,
  takenMessage: "LOT number L1 already exists"
}
const claimed = { _tag: "ReservationClaimed" as const, scope: "lot-number", key: "L1", ownerId: "a" }

describe("unique value reservation", () => {
  it("claims a free value", () => spec.given([]).when(claim).then([claimed]))
  it("refuses a value held by another owner", () =>
    spec
      .given([claimed])
      .when({ ...claim, ownerId: "b" })
      .thenError("Conflict", "LOT number L1 already exists"))
  it("lets a retried claim by the same owner pass without a new event", () => spec.given([claimed]).when(claim).then([]))
  it("lets a claim take over from an owner whose creation never landed", () =>
    spec
      .given([claimed])
      .when({ ...claim, ownerId: "b", holderIsGone: true })
      .then([{ ...claimed, ownerId: "b" }]))
  it("frees the value on release", () =>
    spec
      .given([claimed, { _tag: "ReservationReleased", scope: "lot-number", key: "L1", ownerId: "a" }])
      .when({ ...claim, ownerId: "b" })
      .then([{ ...claimed, ownerId: "b" }]))

  it("given a value held by its owner, when the owner releases it, then the release is recorded", () =>
    spec
      .given([claimed])
      .when({ _tag: "ReleaseReservation", scope: "lot-number", key: "L1", ownerId: "a" })
      .then([{ _tag: "ReservationReleased", scope: "lot-number", key: "L1", ownerId: "a" }]))

  it("given a value held by one owner, when another asks to release it, then nothing is released", () =>
    spec.given([claimed]).when({ _tag: "ReleaseReservation", scope: "lot-number", key: "L1", ownerId: "b" }).then([]))

  it("given a value taken over by a second owner, when the first owner's late release lands, then the second still holds it", () =>
    spec
      .given([claimed, { ...claimed, ownerId: "b" }, { _tag: "ReservationReleased", scope: "lot-number", key: "L1", ownerId: "a" }])
      .when({ ...claim, ownerId: "c" })
      .thenError("Conflict", "LOT number L1 already exists"))

  it("a value's claims live in one stream per scope and value, Reservation-<scope>:<value>", () =>
    expect(reservationStream("lot-number", "L1")).toBe("Reservation-lot-number:L1"))

  it("given a command or event of a kind it does not know (a newer schema's), then it fails loudly naming it", () => {
    expect(() => ReservationDecider.decide({ _tag: "TransferReservation" } as never, ReservationDecider.initialState)).toThrow(
      'Unhandled case: {"_tag":"TransferReservation"}'
    )
    expect(() => ReservationDecider.evolve(ReservationDecider.initialState, { _tag: "ReservationTransferred" } as never)).toThrow(
      'Unhandled case: {"_tag":"ReservationTransferred"}'
    )
  })
})
