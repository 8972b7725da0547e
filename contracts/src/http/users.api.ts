import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden, NotFound } from "../shared/errors"
import { CreateUserPayload, ProfilePayload, UpdateUserPayload, User, UserList } from "../users/dto"
import { IfMatchHeaders } from "../shared/record-version"
import { withDomainErrors } from "./domain-errors"
import { IdPath, onSeenVersion } from "./record-endpoints"
import { ImageBytes, ImageUpload, ImageUploadName, ImageVersion } from "./image-upload"
import { Authentication } from "./security"

export class UserCommandsApi extends HttpApiGroup.make("userCommands")
  .add(HttpApiEndpoint.post("create", "/users").setPayload(CreateUserPayload).addSuccess(User, { status: 201 }))
  .add(HttpApiEndpoint.put("profile", "/users/profile").setHeaders(IfMatchHeaders).setPayload(ProfilePayload).addSuccess(User))
  .add(HttpApiEndpoint.post("avatar", "/users/profile/avatar").setUrlParams(ImageUploadName).setPayload(ImageUpload).addSuccess(User))
  .add(onSeenVersion(HttpApiEndpoint.put("update", "/users/:id")).setPayload(UpdateUserPayload).addSuccess(User))
  .add(
    HttpApiEndpoint.post("unlock", "/users/unlock/:id")
      .setPath(IdPath)
      .addSuccess(Schema.Struct({ message: Schema.String, user: User }))
  )
  .pipe(withDomainErrors)
  .middleware(Authentication) {}

/** The Users tab's list (admin-settings read) and each user's profile picture (any signed-in user). */
export class UsersApi extends HttpApiGroup.make("users")
  .add(HttpApiEndpoint.get("list", "/users").addSuccess(UserList))
  .add(HttpApiEndpoint.get("avatar", "/users/:id/avatar").setPath(IdPath).setUrlParams(ImageVersion).addSuccess(ImageBytes))
  .addError(Forbidden)
  .addError(NotFound)
  .middleware(Authentication) {}
