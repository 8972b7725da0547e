import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { TooManyRequests, Unauthorized } from "../shared/errors"
import { LoginPayload, LoginResponse, RefreshResponse, User } from "../users/dto"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

/**
 * Sign-in answers the access token (the bearer of every call) and sets the session's refresh
 * cookie; refresh trades that cookie for a new access token; logout ends the session named by the
 * bearer token or, without a good one, by the cookie, and clears the cookie (204 either way).
 */
export class AuthCommandsApi extends HttpApiGroup.make("authCommands")
  .add(HttpApiEndpoint.post("login", "/auth/login").setPayload(LoginPayload).addSuccess(LoginResponse))
  .add(HttpApiEndpoint.post("refresh", "/auth/refresh").addSuccess(RefreshResponse))
  .add(HttpApiEndpoint.post("logout", "/auth/logout").addSuccess(Schema.Void, { status: 204 }))
  .addError(Unauthorized)
  .addError(TooManyRequests)
  .pipe(withDomainErrors) {}

export class AuthApi extends HttpApiGroup.make("auth").add(HttpApiEndpoint.get("me", "/auth/me").addSuccess(User)).middleware(Authentication) {}
