import { useMutation } from "@tanstack/react-query"
import type { ProfilePayload, User } from "@timber/contracts"
import { call } from "../../../../api/client"
import { useAuth } from "../../../../auth/AuthProvider"

/** PUT /api/users/profile; the answer is the user as they are now, shown at once in the top bar. */
export const useUpdateProfile = () => {
  const { replaceUser } = useAuth()
  return useMutation({
    mutationFn: (payload: ProfilePayload): Promise<User> => call((api) => api.userCommands.profile({ payload })),
    onSuccess: replaceUser
  })
}

/** POST /api/users/profile/avatar with the (already resized) picture's bytes. */
export const useUploadAvatar = () => {
  const { replaceUser } = useAuth()
  return useMutation({
    mutationFn: async ({ bytes, name }: { bytes: Uint8Array; name: string }): Promise<User> =>
      call((api) => api.userCommands.avatar({ payload: bytes, urlParams: { name } })),
    onSuccess: replaceUser
  })
}
