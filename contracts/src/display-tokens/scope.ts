/**
 * A display token is an opaque secret, not a signed-in session: the prefix tells the services at
 * the door, before any lookup, that the bearer is a wall screen and may call the wall alone.
 */
export const DISPLAY_TOKEN_PREFIX = "twd_"

export const isDisplayToken = (bearer: string): boolean => bearer.startsWith(DISPLAY_TOKEN_PREFIX)

/** The one endpoint a display token may call (besides the live socket). */
export const WALL_PATH = "/api/wall"

/** The bearer of an Authorization header, or "" when there is none. */
export const bearerOf = (authorization: string | undefined | null): string => {
  const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? "")
  return match ? match[1]!.trim() : ""
}

/**
 * An address as a log may show it: a `token` in its query (a wall link, the live socket's) is
 * replaced, so no log line holds a credential.
 */
export const withoutTokens = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]")
