import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { StoredRole, RolePayload } from "../roles/dto"
import { Forbidden } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { deleteOnSeenVersion, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

export class RolesApi extends HttpApiGroup.make("roles")
  .add(HttpApiEndpoint.get("list", "/roles").addSuccess(Schema.Array(StoredRole)))
  .addError(Forbidden)
  .middleware(Authentication) {}

export class RoleCommandsApi extends HttpApiGroup.make("roleCommands")
  .add(HttpApiEndpoint.post("create", "/roles").setPayload(RolePayload).addSuccess(StoredRole, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.put("update", "/roles/:id")).setPayload(RolePayload).addSuccess(StoredRole))
  .add(deleteOnSeenVersion("remove", "/roles/:id"))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
