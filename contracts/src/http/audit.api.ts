import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AuditAsOf, AuditAsOfParams, AuditEventsPage, AuditExportParams, AuditSearchParams } from "../audit/dto"
import { AuditRecordKind } from "../audit/record-kinds"
import { Forbidden, NotFound } from "../shared/errors"
import { Authentication } from "./security"

/**
 * The auditors' reads, page key `audit`: the event history searched
 * with cursor paging, its export (NDJSON or CSV, streamed as an attachment), and any record as
 * of a time or version.
 */
export class AuditApi extends HttpApiGroup.make("audit")
  .add(HttpApiEndpoint.get("events", "/audit/events").setUrlParams(AuditSearchParams).addSuccess(AuditEventsPage))
  .add(HttpApiEndpoint.get("export", "/audit/events/export").setUrlParams(AuditExportParams).addSuccess(Schema.String))
  .add(
    HttpApiEndpoint.get("asOf", "/audit/:kind/:id")
      .setPath(Schema.Struct({ kind: AuditRecordKind, id: Schema.String }))
      .setUrlParams(AuditAsOfParams)
      .addSuccess(AuditAsOf)
  )
  .addError(Forbidden)
  .addError(NotFound)
  .middleware(Authentication) {}
