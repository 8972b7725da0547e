import type { PageKey } from "@timber/contracts"
import type { ReactNode } from "react"
import { Navigate, useLocation } from "react-router-dom"
import { PageSpinner } from "../ui/PageSpinner"
import { useAuth } from "./AuthProvider"
import { userCan } from "./permissions"
import { session } from "./session"

/**
 * The route guard (spec section 2): a spinner while authentication loads; unknown
 * users go to /login with the origin remembered; a missing role or page permission
 * goes to /unauthorized.
 */
export const RequireAuth = ({ children, page, roles }: { children: ReactNode; page?: PageKey; roles?: ReadonlyArray<string> }) => {
  const { state } = useAuth()
  const location = useLocation()
  if (state.status === "loading") {
    return <PageSpinner />
  }
  if (state.status === "anonymous") {
    session.storeRedirect(`${location.pathname}${location.search}`)
    return <Navigate to="/login" replace />
  }
  if (roles && !roles.includes(state.user.role)) return <Navigate to="/unauthorized" replace />
  if (page && !userCan(state.user, page)) return <Navigate to="/unauthorized" replace />
  return <>{children}</>
}
