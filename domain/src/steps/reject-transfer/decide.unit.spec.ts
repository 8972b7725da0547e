import { describe, it } from "vitest"
import { StepSpec } from "../../testing/decider-spec"
import { approve, boss, create, planks, T1, transferAfter } from "../../testing/transfer-fixtures"
import { rejectTransfer } from "./decide"

const spec = StepSpec(rejectTransfer)
const reject = (rejectionReason: string) => ({ _tag: "RejectTransfer", transferId: T1, rejectionReason, at: "2026-11-28T09:00:00.000Z", actor: boss }) as const

describe("rejecting a transfer", () => {
  it("given a pending transfer, when the approver rejects it with a reason, then only the transfer records it: none of its pieces has moved", () =>
    spec
      .given({ transfer: transferAfter([create([planks(5)])]) })
      .when(reject("Wrong wood"))
      .then({
        transfer: [
          {
            _tag: "TransferRejected",
            transferId: T1,
            rejectionReason: "Wrong wood",
            rejectedBy: { id: boss.userId, name: "Boss" },
            rejectedAt: "2026-11-28T09:00:00.000Z"
          }
        ]
      }))

  it("given no reason, then the rejection is refused in words", () =>
    spec
      .given({ transfer: transferAfter([create([planks(5)])]) })
      .when(reject("  "))
      .thenError("ValidationError", "Please give a reason for the rejection"))

  it("given a transfer approved already (its pieces on the road), then it can no longer be rejected", () =>
    spec
      .given({ transfer: transferAfter([create([planks(5)]), approve]) })
      .when(reject("Too late"))
      .thenError("Conflict"))
})
