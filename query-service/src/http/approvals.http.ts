import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { listApprovalRequests, listApprovalRules, listUserProfiles, pendingApprovalCount } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAny } from "./permissions"

export const ApprovalsLive = HttpApiBuilder.group(ReadApi, "approvals", (h) =>
  h
    .handle("list", () =>
      Effect.zipRight(
        requireAny(["approvals", "read"]),
        query(({ db }) => listApprovalRequests(db))
      )
    )
    // the count of the list above: the same permission (issue 24 item 4), the `approvals` topic's too
    .handle("pendingCount", () =>
      Effect.zipRight(
        requireAny(["approvals", "read"]),
        query(({ db }) => pendingApprovalCount(db))
      )
    )
    .handle("rules", () =>
      Effect.zipRight(
        requireAny(["approvals", "read"]),
        query(({ db }) => listApprovalRules(db))
      )
    )
    // approver choices for rules, recipients for transfers and messages
    .handle("profiles", () =>
      Effect.zipRight(
        requireAny(["approvals", "read"], ["wood-transfer", "access"], ["notifications", "access"]),
        query(({ db }) => listUserProfiles(db))
      )
    )
)
