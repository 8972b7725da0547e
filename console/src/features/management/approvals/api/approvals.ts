import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { ApprovalModule, ApprovalRequestDto, ConditionType } from "@timber/contracts"
import { call } from "../../../../api/client"
import { isQuiet404 } from "../../../../api/api-error"

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

export const approvalRequestsQuery = queryOptions({ queryKey: approvalsKey, queryFn: () => orEmpty(() => call((api) => api.approvals.list())) })
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
 * Approve or reject; an approval of a request about a factory operation also sets the
 * operation to approved (spec section 4). The server does that as well, so a missing
 * operation (a quiet 404) is no failure of the decision.
 */
export const useDecideRequest = () =>
  useApprovalMutation(async ({ request, status, notes }: { request: ApprovalRequestDto; status: "approved" | "rejected"; notes: string | null }) => {
    const decided = await call((api) => api.approvalCommands.decide({ path: { id: request.id }, payload: { status, notes } }))
    if (status === "approved" && request.operation_id) {
      const operationId = request.operation_id
      await call((api) => api.slicingCommands.change({ path: { id: operationId }, payload: { status: "approved" } })).catch((error: unknown) => {
        if (!isQuiet404(error)) throw error
      })
    }
    return decided
  })

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
