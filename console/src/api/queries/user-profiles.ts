import { queryOptions, useQuery } from "@tanstack/react-query"
import type { UserProfile } from "@timber/contracts"
import { call } from "../client"

export const profilesKey = ["users", "profiles"] as const

/** GET /api/users/profiles: approvers for rules, recipients of direct messages. A failure gives an empty list (spec section 8). */
export const profilesQuery = queryOptions({
  queryKey: profilesKey,
  queryFn: async (): Promise<ReadonlyArray<UserProfile>> => {
    try {
      return await call((api) => api.approvals.profiles())
    } catch {
      return []
    }
  }
})

export const useProfiles = (enabled: boolean) => useQuery({ ...profilesQuery, enabled })

/** A recipient as the Send Direct Message dialog labels them: first and last name, else the full name, else the e-mail (spec section 2). */
export const recipientLabel = (p: Pick<UserProfile, "firstName" | "lastName" | "email" | "user_metadata">) =>
  `${p.firstName} ${p.lastName}`.trim() || p.user_metadata.full_name.trim() || p.email
