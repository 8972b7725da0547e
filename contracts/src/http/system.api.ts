import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden, NotReady } from "../shared/errors"
import { Health, ProjectionOperationRecorded, Readiness, ProjectionStatus, SkipProjectionEventPayload } from "../system/dto"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

/**
 * `/health`: the process answers (alive). `/ready`: it should take traffic: the store answers, every
 * migration ran, no projection stopped or a minute behind (the query service's). No sign-in: an
 * orchestrator asks, and neither answer holds data.
 */
export class HealthApi extends HttpApiGroup.make("health")
  .add(HttpApiEndpoint.get("health", "/health").addSuccess(Health))
  .add(HttpApiEndpoint.get("ready", "/ready").addSuccess(Readiness).addError(NotReady)) {}

export class SystemApi extends HttpApiGroup.make("system")
  .add(HttpApiEndpoint.get("projections", "/system/projections").addSuccess(Schema.Array(ProjectionStatus)))
  .addError(Forbidden)
  .middleware(Authentication) {}

const ProjectionPath = Schema.Struct({ name: Schema.String })

/**
 * Projection operations, ADMIN only: each recorded as an event on the
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
