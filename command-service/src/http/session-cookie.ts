import { HttpApp, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

/**
 * The session's refresh token travels only in this cookie: HttpOnly (no script of the page reads
 * it, so nothing that signs requests sits where a script could take it), SameSite=Strict (another
 * site's page never sends it), Secure whenever the request came over HTTPS, and only to the
 * sign-in calls under /api/auth (refresh and logout read it; no other request carries it).
 */
export const SESSION_COOKIE = "timber_session"
const COOKIE_PATH = "/api/auth"

/**
 * Whether the browser reached us over HTTPS: the socket itself, or behind a trusted proxy the
 * last X-Forwarded-Proto entry (the one the proxy set; entries before it are the client's word).
 */
export const cameOverHttps = (request: HttpServerRequest.HttpServerRequest, trustForwardedFor: boolean): boolean => {
  if (trustForwardedFor && request.headers["x-forwarded-proto"]?.split(",").at(-1)?.trim().toLowerCase() === "https") return true
  return (request.source as { socket?: { encrypted?: unknown } } | undefined)?.socket?.encrypted === true
}

const cookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  [`${SESSION_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Strict", ...(secure ? ["Secure"] : [])].join("; ")

const setCookie = (value: string) =>
  HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "set-cookie", value)))

/** Sets the refresh cookie on this request's answer, kept by the browser until the session's end (`expiresAt`, ms). */
export const setSessionCookie = (refreshToken: string, expiresAt: number, secure: boolean) =>
  setCookie(cookie(refreshToken, Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)), secure))

/** Tells the browser to forget the refresh cookie (sign-out, or a refresh of an ended session). */
export const clearSessionCookie = (secure: boolean) => setCookie(cookie("", 0, secure))

/** The refresh token the request's cookie carries, or null. */
export const sessionCookieOf = (request: HttpServerRequest.HttpServerRequest): string | null => request.cookies[SESSION_COOKIE] || null
