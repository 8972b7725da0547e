import type { User } from "@timber/contracts"
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import type { call as Call } from "../api/client"
import { ApiError } from "../api/api-error"
import { onSessionEnded, renewAccessToken, signOut } from "./access-token"
import { session } from "./session"

type AuthState =
  | { readonly status: "loading"; readonly user: null }
  | { readonly status: "anonymous"; readonly user: null }
  | { readonly status: "authenticated"; readonly user: User }

interface AuthContextValue {
  readonly state: AuthState
  /** `newPassword` replaces an expired password (sent only after the server said it expired). */
  readonly login: (email: string, password: string, newPassword?: string) => Promise<User>
  /** Forgets the user at once and ends the session on the server (in the background). */
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
 * HttpApi of contracts, which showing the page never needs (first load under 200 kB).
 */
const call: typeof Call = (f) => import("../api/client").then(({ call }) => call(f))

/** Login errors as the API client reports them (spec section 8 "Login"). */
export const loginFailureMessage = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage || "Login failed" : error instanceof Error && error.message ? error.message : "Failed to login"

/**
 * The session is validated on load (spec section 4): a page load or a reload renews the access
 * token from the session's cookie and reads the user; when either fails the token is dropped and
 * the user is unknown. A session that ends while signed in (signed out in another tab, the
 * password changed elsewhere, locked) makes the user unknown too, so the guard shows /login.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<AuthState>({ status: "loading", user: null })

  // a sign-in or sign-out while the load's check is under way wins over that check's outcome
  const changedSinceLoad = useRef(false)

  useEffect(() => {
    let cancelled = false
    const ended = () => {
      session.clearToken()
      if (!cancelled) setState({ status: "anonymous", user: null })
    }
    const stopHearing = onSessionEnded(ended)
    const settle = (next: AuthState) => {
      if (cancelled || changedSinceLoad.current) return
      if (next.status === "anonymous") session.clearToken()
      setState(next)
    }
    renewAccessToken()
      .then((renewal) => (renewal === "renewed" ? call((api) => api.auth.me()) : Promise.reject(new Error(renewal))))
      .then((user) => settle({ status: "authenticated", user }))
      .catch(() => settle({ status: "anonymous", user: null }))
    return () => {
      cancelled = true
      stopHearing()
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
    changedSinceLoad.current = true
    session.setToken(response.token)
    setState({ status: "authenticated", user: response.user })
    return response.user
  }, [])

  const logout = useCallback(() => {
    // the token is dropped at once and the session ended on the server: what this tab held is refused from then on, everywhere
    changedSinceLoad.current = true
    const ended = signOut()
    // the signed-in screens' query cache goes with them (SignedInProviders)
    setState({ status: "anonymous", user: null })
    return ended
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
