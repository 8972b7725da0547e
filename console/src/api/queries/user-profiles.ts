import { queryOptions, useQuery } from "@tanstack/react-query"
import type { UserChoice } from "@timber/contracts"
import { call } from "../client"

export { recipientLabel } from "@timber/contracts"

export const profilesKey = ["users", "profiles"] as const

/**
 * GET /api/users/profiles: approvers for rules, recipients of direct messages, assignees. Whole
 * profiles for who reads the Users tab, names only for everyone else (contracts `UserProfiles`).
 * A failure gives an empty list (spec section 8).
 */
export const profilesQuery = queryOptions({
  queryKey: profilesKey,
  queryFn: async (): Promise<ReadonlyArray<UserChoice>> => {
    try {
      return await call((api) => api.approvals.profiles())
    } catch {
      return []
    }
  }
})

export const useProfiles = (enabled: boolean) => useQuery({ ...profilesQuery, enabled })
