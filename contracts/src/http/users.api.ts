import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { BusinessRuleViolation, Conflict, Forbidden, NotFound, ValidationError } from "../shared/errors"
import { CreateUserPayload, User } from "../users/dto"
import { Authentication } from "./security"

export class UserCommandsApi extends HttpApiGroup.make("userCommands")
  .add(HttpApiEndpoint.post("create", "/users").setPayload(CreateUserPayload).addSuccess(User, { status: 201 }))
  .addError(ValidationError)
  .addError(Forbidden)
  .addError(NotFound)
  .addError(Conflict)
  .addError(BusinessRuleViolation)
  .middleware(Authentication) {}
