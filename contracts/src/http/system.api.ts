import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden } from "../shared/errors"
import { Health, ProjectionStatus } from "../system/dto"
import { Authentication } from "./security"

export class HealthApi extends HttpApiGroup.make("health").add(HttpApiEndpoint.get("health", "/health").addSuccess(Health)) {}

export class SystemApi extends HttpApiGroup.make("system")
  .add(HttpApiEndpoint.get("projections", "/system/projections").addSuccess(Schema.Array(ProjectionStatus)))
  .addError(Forbidden)
  .middleware(Authentication) {}
