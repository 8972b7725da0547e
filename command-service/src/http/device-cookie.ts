import { HttpApp, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import type { UserId } from "@timber/contracts"
import { Effect } from "effect"
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto"

/**
 * The device cookie of OWASP's device-cookie lockout (ASVS 5.0 V6.3): a browser
 * that signed in to an account keeps `<user id>.<nonce>.<HMAC-SHA256 of both under the JWT
 * secret>`, so its next sign-in proves "this account signed in here before" and its failures use
 * that device's own allowance, not the one a stranger's guesses use up. Nobody can make one without
 * the secret; it grants nothing by itself (the password is still checked). HttpOnly, SameSite=Strict,
 * Secure over HTTPS, sent only to the sign-in call, kept a year (renewed at each sign-in). A browser
 * keeps one: the account that signed in there last.
 */
export const DEVICE_COOKIE = "timber_device"
const DEVICE_COOKIE_PATH = "/api/auth/login"
const DEVICE_COOKIE_DAYS = 365

const macOf = (secret: string, userId: string, nonce: string) => createHmac("sha256", secret).update(`device|${userId}|${nonce}`).digest("base64url")

/** The device the request's cookie names for `userId` (its nonce), when the cookie is ours and names that account; else null. */
export const knownDeviceOf = (request: HttpServerRequest.HttpServerRequest, secret: string, userId: UserId | null): string | null => {
  const value = request.cookies[DEVICE_COOKIE]
  if (!value || userId === null) return null
  const parts = value.split(".")
  if (parts.length < 3) return null
  const mac = parts.pop()!
  const nonce = parts.pop()!
  if (parts.join(".") !== userId) return null
  const expected = Buffer.from(macOf(secret, userId, nonce))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null
}

/** Sets (or renews) the device cookie naming `userId` on this sign-in's answer: the same device when it was known, else a new one. */
export const setDeviceCookie = (secret: string, userId: UserId, device: string | null, secure: boolean) => {
  const nonce = device ?? randomUUID()
  const value = `${userId}.${nonce}.${macOf(secret, userId, nonce)}`
  return HttpApp.appendPreResponseHandler((_request, response) =>
    Effect.succeed(
      HttpServerResponse.unsafeSetCookie(response, DEVICE_COOKIE, value, {
        path: DEVICE_COOKIE_PATH,
        maxAge: `${DEVICE_COOKIE_DAYS} days`,
        httpOnly: true,
        sameSite: "strict",
        secure
      })
    )
  )
}
