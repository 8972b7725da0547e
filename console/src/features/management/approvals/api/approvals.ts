import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { ApprovalModule, ApprovalRequestDto, ConditionType } from "@timber/contracts"
import { call } from "../../../../api/client"

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

/** GET /management/approvals, its first page (the newest 50 requests). */
export const approvalRequestsQuery = queryOptions({
  queryKey: approvalsKey,
  queryFn: () => orEmpty(async () => (await call((api) => api.approvals.list({ urlParams: {} }))).items)
})
export const approvalRulesQuery = queryOptions({ queryKey: approvalRulesKey, queryFn: () => orEmpty(() => call((api) => api.approvals.rules())) })

export const useApprovalRequests = () => useQuery(approvalRequestsQuery)
export const useApprovalRules = () => useQuery(approvalRulesQuery)
export { profilesKey, profilesQuery, useProfiles } from "../../../../api/queries/user-profiles"

const useApprovalMutation = <V>(mutationFn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: approvalsKey }), queryClient.invalidateQueries({ queryKey: approvalRulesKey })])
  })
}

/**
 * Approve or reject: the approval endpoint only. The server carries an approval to the slicing
 * operation it is about (the `operation-approvals` process: spec section 4's "the linked factory
 * operation is also set to approved"); the console's own PATCH of /factory/operations/{id} is not
 * sent (a receipt's request has no operation, and that PATCH answered 404; issue 24 item 14).
 */
export const useDecideRequest = () =>
  useApprovalMutation(({ request, status, notes }: { request: ApprovalRequestDto; status: "approved" | "rejected"; notes: string | null }) =>
    call((api) => api.approvalCommands.decide({ path: { id: request.id }, payload: { status, notes } }))
  )

export interface NewRule {
  readonly module: ApprovalModule
  readonly condition_type: ConditionType
  readonly condition_value: number
  readonly approver_id: string
}
export const useCreateRule = () =>
  useApprovalMutation((rule: NewRule) => call((api) => api.approvalCommands.createRule({ payload: { ...rule, is_active: true } })))
export const useSetRuleActive = () =>
  useApprovalMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    call((api) => api.approvalCommands.setRuleActive({ path: { id }, payload: { is_active: isActive } }))
  )
export const useDeleteRule = () => useApprovalMutation((id: string) => call((api) => api.approvalCommands.deleteRule({ path: { id } })))
