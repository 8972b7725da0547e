import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { listApprovalRules, listUserProfiles, pageApprovalRequests, pendingApprovalCount } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { readPage } from "./paging"
import { requireAny } from "./permissions"

export const ApprovalsLive = HttpApiBuilder.group(ReadApi, "approvals", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(["approvals", "read"])
        const { request, after } = yield* readPage(urlParams, { sort: "createdAt", order: "desc" })
        return yield* query(({ db }) => pageApprovalRequests(db, request, after, urlParams))
      })
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
