import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Conflict, Forbidden, ValidationError } from "../shared/errors"
import { CreateUserPayload, User } from "../users/dto"
import { Authentication } from "./security"

export class UserCommandsApi extends HttpApiGroup.make("userCommands")
  .add(HttpApiEndpoint.post("create", "/users").setPayload(CreateUserPayload).addSuccess(User, { status: 201 }))
  .addError(Forbidden)
  .addError(Conflict)
  .addError(ValidationError)
  .middleware(Authentication) {}
