import { useQuery } from "@tanstack/react-query"
import type { User } from "@timber/contracts"
import { useEffect, useMemo } from "react"
import { session } from "../../auth/session"

/**
 * An uploaded picture (a profile picture, a wood type's image) is served only to signed-in users,
 * so an <img> cannot fetch it by itself: it is read with the bearer token and shown from an object
 * URL. The address carries the picture's version, so each picture is fetched once.
 */
export const useSignedInImageSrc = (url: string | null): string | null => {
  const { data } = useQuery({
    queryKey: ["signed-in-image", url],
    enabled: url !== null,
    staleTime: Infinity,
    queryFn: async () => {
      const response = await fetch(url!, { headers: { authorization: `Bearer ${session.token() ?? ""}` } })
      if (!response.ok) return null
      return await response.blob()
    }
  })
  const src = useMemo(() => (data ? URL.createObjectURL(data) : null), [data])
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src])
  return src
}

export const useAvatarSrc = (user: Pick<User, "avatar_url"> | null): string | null => useSignedInImageSrc(user?.avatar_url ?? null)
