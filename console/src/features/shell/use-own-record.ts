import type { User } from "@timber/contracts"
import { useContext, useEffect } from "react"
import { LiveContext } from "../../api/live"
import { useAuth } from "../../auth/AuthProvider"

/**
 * When an administrator changes what this user may do (or their name, role or picture), the
 * server pushes `user:<id>`; the console reads the user again, so the menu follows at once.
 */
export const useOwnRecord = (user: User | null) => {
  const live = useContext(LiveContext)
  const { refresh } = useAuth()
  const userId = user?.id ?? null
  useEffect(() => {
    if (!live || !userId) return
    return live.subscribe([`user:${userId}`], () => void refresh())
  }, [live, userId, refresh])
}
