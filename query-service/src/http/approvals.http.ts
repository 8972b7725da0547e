import { HttpApiBuilder } from "@effect/platform"
import { ReadApi, toRecipient } from "@timber/contracts"
import { mayReadUserDirectory } from "@timber/domain/permissions/index"
import { listApprovalRules, listUserProfiles, pageApprovalRequests, pendingApprovalCount } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"

export const ApprovalsLive = HttpApiBuilder.group(ReadApi, "approvals", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(["approvals", "read"])
        const { request, after } = yield* readPage(urlParams, { sort: "createdAt", order: "desc" })
        return yield* pagedQuery(({ db }) => pageApprovalRequests(db, request, after, urlParams))
      })
    )
    // the count of the list above: the same permission, the `approvals` topic's too
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
    // approver choices for rules, recipients for transfers and messages: the whole profile for who
    // reads the Users tab anyway, names only for everyone else (a picker is not a directory of accounts)
    .handle("profiles", () =>
      Effect.gen(function* () {
        const user = yield* requireAny(["approvals", "read"], ["wood-transfer", "access"], ["notifications", "access"])
        const profiles = yield* query(({ db }) => listUserProfiles(db))
        return mayReadUserDirectory(user) ? profiles : profiles.map(toRecipient)
      })
    )
)
