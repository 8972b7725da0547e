import { listCountOf } from "../../../../lib/list-count"
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import type {
  ApprovalListParams,
  ApprovalModule,
  ApprovalRequestDto,
  ApprovalRequestPage,
  ApprovalSort,
  ApprovalStatus,
  ConditionType
} from "@timber/contracts"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"
import type { ServerPageParams } from "../../../../lib/use-server-page"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const approvalsKey = ["approvals"] as const
export const approvalRulesKey = ["approval-rules"] as const

/** Load failures give empty lists silently (spec section 8 "Approvals"). */
const orEmpty = async <A>(load: () => Promise<ReadonlyArray<A>>): Promise<ReadonlyArray<A>> => {
  try {
    return await load()
  } catch {
    return []
  }
}

export type ApprovalFilters = Pick<ApprovalListParams, "status">

const EMPTY_PAGE: ApprovalRequestPage = { items: [], nextCursor: null, total: 0 }

/** GET /management/approvals, one page (the tab's status asked of the server); a failure reads as an empty page (spec section 8). */
export const fetchApprovalPage = async (params: ServerPageParams<ApprovalSort, ApprovalFilters>): Promise<ApprovalRequestPage> => {
  try {
    return await call((api) => api.approvals.list({ urlParams: params }))
  } catch {
    return EMPTY_PAGE
  }
}

/** How many requests a tab holds: the `total` of a one-row read filtered on its status (no summary call exists for all three). */
export const approvalCountQuery = (status: ApprovalStatus) =>
  queryOptions({
    queryKey: [...approvalsKey, "count", status],
    queryFn: async () => listCountOf(await fetchApprovalPage({ status, limit: 1 }))
  })
export const approvalRulesQuery = queryOptions({ queryKey: approvalRulesKey, queryFn: () => orEmpty(() => call((api) => api.approvals.rules())) })

export const useApprovalRules = () => useQuery(approvalRulesQuery)
export { profilesKey, profilesQuery, useProfiles } from "../../../../api/queries/user-profiles"

const useApprovalMutation = <V>(mutationFn: (vars: V, intent: Intent) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn,
    // settled, not only succeeded: a switch or delete refused as stale shows the rules as they are now
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: approvalsKey }), queryClient.invalidateQueries({ queryKey: approvalRulesKey })])
  })
}

/**
 * Approve or reject: the approval endpoint only. The server carries an approval to the slicing
 * operation it is about (the `operation-approvals` process: spec section 4's "the linked factory
 * operation is also set to approved"); the console's own PATCH of /factory/operations/{id} is not
 * sent (a receipt's request has no operation, and that PATCH answered 404).
 */
export const useDecideRequest = () =>
  useApprovalMutation(({ request, status, notes }: { request: ApprovalRequestDto; status: "approved" | "rejected"; notes: string | null }, intent: Intent) =>
    call((api) => api.approvalCommands.decide({ path: { id: request.id }, payload: { status, notes } }), intent)
  )

export interface NewRule {
  readonly module: ApprovalModule
  readonly condition_type: ConditionType
  readonly condition_value: number
  readonly approver_id: string
}
export const useCreateRule = () =>
  useApprovalMutation((rule: NewRule, intent: Intent) => call((api) => api.approvalCommands.createRule({ payload: { ...rule, is_active: true } }), intent))
/** A rule as the screen loaded it: its id, and the version its switch and delete carry (If-Match). */
interface LoadedRule {
  readonly id: string
  readonly version: string
}
export const useSetRuleActive = () =>
  useApprovalMutation(({ rule, isActive }: { rule: LoadedRule; isActive: boolean }, intent: Intent) =>
    call((api) => api.approvalCommands.setRuleActive({ path: { id: rule.id }, headers: ifMatch(rule.version), payload: { is_active: isActive } }), intent)
  )
export const useDeleteRule = () =>
  useApprovalMutation((rule: LoadedRule, intent: Intent) =>
    call((api) => api.approvalCommands.deleteRule({ path: { id: rule.id }, headers: ifMatch(rule.version) }), intent)
  )
