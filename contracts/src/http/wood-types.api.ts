import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden, NotFound } from "../shared/errors"
import { WoodType, WoodTypePayload } from "../wood-types/dto"
import { IfMatchHeaders } from "../shared/record-version"
import { withDomainErrors } from "./domain-errors"
import { ImageBytes, ImageUpload, ImageUploadName, ImageVersion } from "./image-upload"
import { Authentication } from "./security"

const IdPath = Schema.Struct({ id: Schema.String })

export class WoodTypesApi extends HttpApiGroup.make("woodTypes")
  .add(HttpApiEndpoint.get("list", "/factory/wood-types").addSuccess(Schema.Array(WoodType)))
  .add(HttpApiEndpoint.get("image", "/factory/wood-types/:id/image").setPath(IdPath).setUrlParams(ImageVersion).addSuccess(ImageBytes))
  .addError(Forbidden)
  .addError(NotFound)
  .middleware(Authentication) {}

export class WoodTypeCommandsApi extends HttpApiGroup.make("woodTypeCommands")
  .add(HttpApiEndpoint.post("create", "/factory/wood-types").setPayload(WoodTypePayload).addSuccess(WoodType, { status: 201 }))
  .add(HttpApiEndpoint.put("update", "/factory/wood-types/:id").setPath(IdPath).setHeaders(IfMatchHeaders).setPayload(WoodTypePayload).addSuccess(WoodType))
  .add(
    HttpApiEndpoint.del("remove", "/factory/wood-types/:id")
      .setPath(IdPath)
      .setHeaders(IfMatchHeaders)
      .addSuccess(Schema.Struct({ id: Schema.String }))
  )
  .add(
    HttpApiEndpoint.post("uploadImage", "/factory/wood-types/:id/image")
      .setPath(IdPath)
      .setUrlParams(ImageUploadName)
      .setPayload(ImageUpload)
      .addSuccess(WoodType)
  )
  .add(HttpApiEndpoint.del("removeImage", "/factory/wood-types/:id/image").setPath(IdPath).setHeaders(IfMatchHeaders).addSuccess(WoodType))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
