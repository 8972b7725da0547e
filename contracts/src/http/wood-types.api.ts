import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden } from "../shared/errors"
import { WoodType, WoodTypePayload } from "../wood-types/dto"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

const IdPath = Schema.Struct({ id: Schema.String })

export class WoodTypesApi extends HttpApiGroup.make("woodTypes")
  .add(HttpApiEndpoint.get("list", "/factory/wood-types").addSuccess(Schema.Array(WoodType)))
  .addError(Forbidden)
  .middleware(Authentication) {}

export class WoodTypeCommandsApi extends HttpApiGroup.make("woodTypeCommands")
  .add(HttpApiEndpoint.post("create", "/factory/wood-types").setPayload(WoodTypePayload).addSuccess(WoodType, { status: 201 }))
  .add(HttpApiEndpoint.put("update", "/factory/wood-types/:id").setPath(IdPath).setPayload(WoodTypePayload).addSuccess(WoodType))
  .add(
    HttpApiEndpoint.del("remove", "/factory/wood-types/:id")
      .setPath(IdPath)
      .addSuccess(Schema.Struct({ id: Schema.String }))
  )
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
