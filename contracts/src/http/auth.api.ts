import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { TooManyRequests, Unauthorized } from "../shared/errors"
import { LoginPayload, LoginResponse, User } from "../users/dto"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

export class AuthCommandsApi extends HttpApiGroup.make("authCommands")
  .add(HttpApiEndpoint.post("login", "/auth/login").setPayload(LoginPayload).addSuccess(LoginResponse))
  .addError(Unauthorized)
  .addError(TooManyRequests)
  .pipe(withDomainErrors) {}

export class AuthApi extends HttpApiGroup.make("auth").add(HttpApiEndpoint.get("me", "/auth/me").addSuccess(User)).middleware(Authentication) {}
