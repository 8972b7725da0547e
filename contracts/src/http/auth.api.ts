import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { BusinessRuleViolation, Conflict, Forbidden, NotFound, Unauthorized, ValidationError } from "../shared/errors"
import { LoginPayload, LoginResponse, User } from "../users/dto"
import { Authentication } from "./security"

export class AuthCommandsApi extends HttpApiGroup.make("authCommands")
  .add(HttpApiEndpoint.post("login", "/auth/login").setPayload(LoginPayload).addSuccess(LoginResponse))
  .addError(Unauthorized)
  .addError(ValidationError)
  .addError(Forbidden)
  .addError(NotFound)
  .addError(Conflict)
  .addError(BusinessRuleViolation) {}

export class AuthApi extends HttpApiGroup.make("auth")
  .add(HttpApiEndpoint.get("me", "/auth/me").addSuccess(User))
  .middleware(Authentication) {}
