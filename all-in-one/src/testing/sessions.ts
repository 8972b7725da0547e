import { createHmac } from "node:crypto"
import { WebSocket } from "ws"

/** A sign-in as the browser sees it: the access token it keeps in memory and the refresh cookie the server set. */
export interface BrowserSession {
  readonly token: string
  /** The Set-Cookie header as answered. */
  readonly setCookie: string
  /** `name=value`, as the browser sends it back. */
  readonly cookie: string
}

export const browserSession = async (response: Response): Promise<BrowserSession> => {
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("timber_session=")) ?? ""
  return { token, setCookie, cookie: setCookie.split(";")[0]! }
}

/** The claims of a token as signed (no check). */
export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as Record<string, unknown>

/** The token re-signed (HS256) with the secret, its times claiming what they like (as a leaked secret or a careless signer would). */
export const resigned = (secret: string, token: string, times: { readonly iat: number; readonly exp: number }) => {
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString("base64url")
  const unsigned = `${encode({ alg: "HS256" })}.${encode({ ...claimsOf(token), ...times })}`
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`
}

/**
 * A live socket signed in as `token`: `ready` once the hub said so; `refused`, the HTTP status that
 * answered the upgrade instead (a refused token never becomes a socket); `closed`, how it ended.
 */
export const openLiveSocket = async (url: string, token: string) => {
  const socket = new WebSocket(`${url.replace("http", "ws")}/api/live?token=${token}`)
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })))
  let refused: number | null = null
  const ready = new Promise<boolean>((resolve) => {
    socket.on("message", (raw) => (JSON.parse(raw.toString()) as { type?: string }).type === "ready" && resolve(true))
    socket.on("unexpected-response", (_request, response) => {
      refused = response.statusCode ?? 0
      response.resume()
      resolve(false)
    })
    socket.on("error", () => resolve(false))
    void closed.then(() => resolve(false))
  })
  return { ready: await ready, refused, closed, close: () => socket.close() }
}

/** How a promise ended within `ms`, or null. */
export const within = <A>(promise: Promise<A>, ms: number) => Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))])

/**
 * Tokens a test signed in for once (in `beforeAll`) and uses for the whole file: an access token
 * lives minutes, a file under load may run longer. Such a token is signed in for again shortly
 * before it runs out, and the new one sent in its place. Tokens made otherwise go as they are, so
 * a test of a refused token still sends that very token.
 */
export const renewingTokens = <Who>(signIn: (who: Who) => Promise<string>) => {
  const owners = new Map<string, Who>()
  const latest = new Map<string, string>()
  const runningOut = (token: string) => Number(claimsOf(token).exp) * 1000 - Date.now() < 30_000
  return {
    /** Signs `who` in; the token is renewed as long as the test uses it. */
    signIn: async (who: Who) => {
      const token = await signIn(who)
      owners.set(token, who)
      return token
    },
    /** The token to send for `token`: itself, or the sign-in that replaced it once it ran out. */
    current: async (token: string) => {
      const who = owners.get(token)
      if (who === undefined) return token
      const held = latest.get(token) ?? token
      if (!runningOut(held)) return held
      const renewed = await signIn(who)
      latest.set(token, renewed)
      return renewed
    }
  }
}
