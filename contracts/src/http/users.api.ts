import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { CreateUserPayload, User } from "../users/dto"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

export class UserCommandsApi extends HttpApiGroup.make("userCommands")
  .add(HttpApiEndpoint.post("create", "/users").setPayload(CreateUserPayload).addSuccess(User, { status: 201 }))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
