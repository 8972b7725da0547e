import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden, NotFound } from "../shared/errors"
import { WoodType, WoodTypePayload } from "../wood-types/dto"
import { withDomainErrors } from "./domain-errors"
import { deleteOnSeenVersion, IdPath, onSeenVersion } from "./record-endpoints"
import { ImageBytes, ImageUpload, ImageUploadName, ImageVersion } from "./image-upload"
import { Authentication } from "./security"

export class WoodTypesApi extends HttpApiGroup.make("woodTypes")
  .add(HttpApiEndpoint.get("list", "/factory/wood-types").addSuccess(Schema.Array(WoodType)))
  .add(HttpApiEndpoint.get("image", "/factory/wood-types/:id/image").setPath(IdPath).setUrlParams(ImageVersion).addSuccess(ImageBytes))
  .addError(Forbidden)
  .addError(NotFound)
  .middleware(Authentication) {}

export class WoodTypeCommandsApi extends HttpApiGroup.make("woodTypeCommands")
  .add(HttpApiEndpoint.post("create", "/factory/wood-types").setPayload(WoodTypePayload).addSuccess(WoodType, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.put("update", "/factory/wood-types/:id")).setPayload(WoodTypePayload).addSuccess(WoodType))
  .add(deleteOnSeenVersion("remove", "/factory/wood-types/:id"))
  .add(
    HttpApiEndpoint.post("uploadImage", "/factory/wood-types/:id/image")
      .setPath(IdPath)
      .setUrlParams(ImageUploadName)
      .setPayload(ImageUpload)
      .addSuccess(WoodType)
  )
  .add(onSeenVersion(HttpApiEndpoint.del("removeImage", "/factory/wood-types/:id/image")).addSuccess(WoodType))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
