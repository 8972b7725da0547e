import type { ProfilePayload, User } from "@timber/contracts"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"
import { useAuth } from "../../../../auth/AuthProvider"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

/**
 * PUT /api/users/profile, on the version of the profile the page shows (If-Match); the answer is the
 * user as they are now, shown at once in the top bar.
 */
export const useUpdateProfile = () => {
  const { replaceUser } = useAuth()
  return useIntentMutation({
    mutationFn: ({ payload, version }: { payload: ProfilePayload; version: string }, intent: Intent): Promise<User> =>
      call((api) => api.userCommands.profile({ headers: ifMatch(version), payload }), intent),
    onSuccess: replaceUser
  })
}

/** POST /api/users/profile/avatar with the (already resized) picture's bytes. */
export const useUploadAvatar = () => {
  const { replaceUser } = useAuth()
  return useIntentMutation({
    mutationFn: async ({ bytes, name }: { bytes: Uint8Array; name: string }, intent: Intent): Promise<User> =>
      call((api) => api.userCommands.avatar({ payload: bytes, urlParams: { name } }), intent),
    onSuccess: replaceUser
  })
}
