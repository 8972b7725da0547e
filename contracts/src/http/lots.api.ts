import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CreateLotPayload, LotTraceability, PatchLotStatusPayload, UpdateLotPayload, LotDto, LotListParams, LotPage } from "../lots/dto"
import { LotAlerts, LotSummary } from "../lots/summary"
import { Forbidden, NotFound, ValidationError } from "../shared/errors"
import { IfMatchHeaders } from "../shared/record-version"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

const IdPath = Schema.Struct({ id: Schema.String })

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
  .add(
    HttpApiEndpoint.put("update", "/management/wood-receipts/:id").setPath(IdPath).setHeaders(IfMatchHeaders).setPayload(UpdateLotPayload).addSuccess(LotDto)
  )
  .add(
    HttpApiEndpoint.patch("changeStatus", "/management/wood-receipts/:id")
      .setPath(IdPath)
      .setHeaders(IfMatchHeaders)
      .setPayload(PatchLotStatusPayload)
      .addSuccess(LotDto)
  )
  .add(
    HttpApiEndpoint.del("remove", "/management/wood-receipts/:id")
      .setPath(IdPath)
      .setHeaders(IfMatchHeaders)
      .addSuccess(Schema.Struct({ id: Schema.String }))
  )
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
