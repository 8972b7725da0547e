import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden } from "../shared/errors"
import { Health, ProjectionOperationRecorded, ProjectionStatus, SkipProjectionEventPayload } from "../system/dto"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

export class HealthApi extends HttpApiGroup.make("health").add(HttpApiEndpoint.get("health", "/health").addSuccess(Health)) {}

export class SystemApi extends HttpApiGroup.make("system")
  .add(HttpApiEndpoint.get("projections", "/system/projections").addSuccess(Schema.Array(ProjectionStatus)))
  .addError(Forbidden)
  .middleware(Authentication) {}

const ProjectionPath = Schema.Struct({ name: Schema.String })

/**
 * Projection operations (issue 28 item 3), ADMIN only: each recorded as an event on the
 * projection's operations stream; the runner rebuilds, resumes or skips as it reads it.
 */
export class ProjectionOperationsApi extends HttpApiGroup.make("projectionOperations")
  .add(HttpApiEndpoint.post("rebuild", "/system/projections/:name/rebuild").setPath(ProjectionPath).addSuccess(ProjectionOperationRecorded, { status: 202 }))
  .add(HttpApiEndpoint.post("resume", "/system/projections/:name/resume").setPath(ProjectionPath).addSuccess(ProjectionOperationRecorded, { status: 202 }))
  .add(
    HttpApiEndpoint.post("skip", "/system/projections/:name/skip")
      .setPath(ProjectionPath)
      .setPayload(SkipProjectionEventPayload)
      .addSuccess(ProjectionOperationRecorded, { status: 202 })
  )
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
