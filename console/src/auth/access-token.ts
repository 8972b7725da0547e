/**
 * The access token, in this tab's memory only: nothing that signs requests is kept where a script
 * of the page could read it later (no localStorage, no sessionStorage). It lives minutes; the
 * session's refresh token sits in an HttpOnly cookie the page cannot read, and buys a new access
 * token (POST /api/auth/refresh) before this one runs out, after a reload, or when a call was
 * refused because it had run out. Plain fetch, not the API client: the first screen loads it
 * without the client (first load under 200 kB).
 */

/** How long before its expiry the token is renewed. */
const RENEW_BEFORE_MS = 60_000
/** When the server could not be reached, the next try. */
const RETRY_MS = 10_000

let token: string | null = null
let timer: ReturnType<typeof setTimeout> | undefined
let renewing: Promise<Renewal> | null = null
const endedListeners = new Set<() => void>()

/** What a renewal came to: a new token; the session is over (signed out, password changed, expired); or no answer. */
export type Renewal = "renewed" | "ended" | "unreachable"

/** When the token expires (milliseconds), read from its claims; null when it cannot be read. */
const expiryOf = (jwt: string): number | null => {
  try {
    const payload = JSON.parse(atob(jwt.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown }
    return typeof payload.exp === "number" ? payload.exp * 1000 : null
  } catch {
    return null
  }
}

const renewIn = (ms: number) => {
  clearTimeout(timer)
  timer = setTimeout(() => void renewAccessToken(), Math.max(1_000, ms))
}

const sessionEnded = () => {
  dropAccessToken()
  for (const listener of endedListeners) listener()
}

export const accessToken = (): string | null => token

/** Keeps the token of a sign-in or a renewal, and renews it a minute before it expires. */
export const holdAccessToken = (next: string) => {
  token = next
  const expiresAt = expiryOf(next)
  if (expiresAt !== null) renewIn(expiresAt - Date.now() - RENEW_BEFORE_MS)
}

export const dropAccessToken = () => {
  token = null
  clearTimeout(timer)
}

/**
 * Trades the refresh cookie for a new access token. Concurrent callers share one request. When the
 * server says the session is over, the listeners of `onSessionEnded` hear it.
 */
export const renewAccessToken = (): Promise<Renewal> => {
  const held = token
  return (renewing ??= fetch("/api/auth/refresh", { method: "POST", credentials: "same-origin" })
    .then(async (response): Promise<Renewal> => {
      if (response.status === 401) return "ended"
      if (!response.ok) return "unreachable"
      const { token: next } = (await response.json()) as { token?: unknown }
      if (typeof next !== "string") return "unreachable"
      holdAccessToken(next)
      return "renewed"
    })
    .catch((): Renewal => "unreachable")
    .then((renewal) => {
      renewing = null
      // a token still held when the server could not be reached is tried again; an ended session is let go
      // (unless a sign-in replaced the token meanwhile)
      if (renewal === "ended" && token !== null && token === held) sessionEnded()
      else if (renewal === "unreachable" && token !== null) renewIn(RETRY_MS)
      return renewal
    }))
}

/** Hears that the session ended while the console held a token (another tab signed out, the password changed elsewhere). */
export const onSessionEnded = (listener: () => void) => {
  endedListeners.add(listener)
  return () => void endedListeners.delete(listener)
}

/** Ends the session on the server (the bearer token's, else the cookie's), then forgets the token. */
export const signOut = async () => {
  const held = token
  dropAccessToken()
  await fetch("/api/auth/logout", {
    method: "POST",
    credentials: "same-origin",
    headers: held ? { authorization: `Bearer ${held}` } : {}
  }).catch(() => undefined)
}
