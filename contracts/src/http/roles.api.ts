import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { StoredRole, RolePayload } from "../roles/dto"
import { Forbidden } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { IfMatchHeaders } from "../shared/record-version"
import { Authentication } from "./security"

const IdPath = Schema.Struct({ id: Schema.String })

export class RolesApi extends HttpApiGroup.make("roles")
  .add(HttpApiEndpoint.get("list", "/roles").addSuccess(Schema.Array(StoredRole)))
  .addError(Forbidden)
  .middleware(Authentication) {}

export class RoleCommandsApi extends HttpApiGroup.make("roleCommands")
  .add(HttpApiEndpoint.post("create", "/roles").setPayload(RolePayload).addSuccess(StoredRole, { status: 201 }))
  .add(HttpApiEndpoint.put("update", "/roles/:id").setPath(IdPath).setHeaders(IfMatchHeaders).setPayload(RolePayload).addSuccess(StoredRole))
  .add(
    HttpApiEndpoint.del("remove", "/roles/:id")
      .setPath(IdPath)
      .setHeaders(IfMatchHeaders)
      .addSuccess(Schema.Struct({ id: Schema.String }))
  )
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
