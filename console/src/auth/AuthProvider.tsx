import type { User } from "@timber/contracts"
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import type { call as Call } from "../api/client"
import { ApiError } from "../api/api-error"
import { session } from "./session"

type AuthState =
  | { readonly status: "loading"; readonly user: null }
  | { readonly status: "anonymous"; readonly user: null }
  | { readonly status: "authenticated"; readonly user: User }

interface AuthContextValue {
  readonly state: AuthState
  /** `newPassword` replaces an expired password (sent only after the server said it expired). */
  readonly login: (email: string, password: string, newPassword?: string) => Promise<User>
  readonly logout: () => void
  /** The signed-in user changed (their profile, picture, or what an administrator gave them): show the new one. */
  readonly replaceUser: (user: User) => void
  /** Reads the signed-in user again (their record changed elsewhere). */
  readonly refresh: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export const useAuth = () => {
  const value = useContext(AuthContext)
  if (!value) throw new Error("useAuth outside AuthProvider")
  return value
}

/**
 * The API client loads with the first call, not with the sign-in page: it carries the whole
 * HttpApi of contracts, which showing the page never needs (issue 11: first load under 200 kB).
 */
const call: typeof Call = (f) => import("../api/client").then(({ call }) => call(f))

/** Login errors as the API client reports them (spec section 8 "Login"). */
export const loginFailureMessage = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage || "Login failed" : error instanceof Error && error.message ? error.message : "Failed to login"

/** A stored token is validated on load; when the check fails it is removed and the user is unknown (spec section 4). */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<AuthState>(() => (session.token() ? { status: "loading", user: null } : { status: "anonymous", user: null }))

  useEffect(() => {
    if (!session.token()) return
    let cancelled = false
    call((api) => api.auth.me())
      .then((user) => !cancelled && setState({ status: "authenticated", user }))
      .catch(() => {
        session.clearToken()
        if (!cancelled) setState({ status: "anonymous", user: null })
      })
    return () => {
      cancelled = true
    }
  }, [])

  const login = useCallback(async (email: string, password: string, newPassword?: string) => {
    let response: { token?: string; user?: User }
    try {
      response = await call((api) => api.authCommands.login({ payload: newPassword === undefined ? { email, password } : { email, password, newPassword } }))
    } catch (error) {
      throw new Error(loginFailureMessage(error))
    }
    if (!response.token || !response.user) throw new Error("Invalid response from server")
    session.setToken(response.token)
    setState({ status: "authenticated", user: response.user })
    return response.user
  }, [])

  const logout = useCallback(() => {
    // the signed-in screens' query cache goes with them (SignedInProviders)
    session.clearToken()
    setState({ status: "anonymous", user: null })
  }, [])

  const replaceUser = useCallback(
    (user: User) => setState((s) => (s.status === "authenticated" && s.user.id === user.id ? { status: "authenticated", user } : s)),
    []
  )
  const refresh = useCallback(async () => {
    if (!session.token()) return
    await call((api) => api.auth.me()).then(replaceUser, () => undefined)
  }, [replaceUser])

  const value = useMemo(() => ({ state, login, logout, replaceUser, refresh }), [state, login, logout, replaceUser, refresh])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
