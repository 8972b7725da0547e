import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CreateLotPayload, LotTraceability, PatchLotStatusPayload, UpdateLotPayload, LotDto, LotListParams, LotPage } from "../lots/dto"
import { LotAlerts, LotSummary } from "../lots/summary"
import { Forbidden, NotFound, ValidationError } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { deleteOnSeenVersion, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

export class LotsApi extends HttpApiGroup.make("lots")
  .add(HttpApiEndpoint.get("list", "/management/wood-receipts").setUrlParams(LotListParams).addSuccess(LotPage))
  .add(HttpApiEndpoint.get("summary", "/management/wood-receipts/summary").addSuccess(LotSummary))
  .add(HttpApiEndpoint.get("alerts", "/management/wood-receipts/alerts").addSuccess(LotAlerts))
  .add(
    HttpApiEndpoint.get("traceability", "/management/lot-traceability/:lotNumber")
      .setPath(Schema.Struct({ lotNumber: Schema.String }))
      .addSuccess(LotTraceability)
  )
  .addError(ValidationError)
  .addError(Forbidden)
  .addError(NotFound)
  .middleware(Authentication) {}

export class LotCommandsApi extends HttpApiGroup.make("lotCommands")
  .add(HttpApiEndpoint.post("create", "/management/wood-receipts").setPayload(CreateLotPayload).addSuccess(LotDto, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.put("update", "/management/wood-receipts/:id")).setPayload(UpdateLotPayload).addSuccess(LotDto))
  .add(onSeenVersion(HttpApiEndpoint.patch("changeStatus", "/management/wood-receipts/:id")).setPayload(PatchLotStatusPayload).addSuccess(LotDto))
  .add(deleteOnSeenVersion("remove", "/management/wood-receipts/:id"))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
