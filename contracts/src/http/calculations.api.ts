import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { IfMatchHeaders } from "../shared/record-version"
import { Schema } from "effect"
import { Calculation, CalculationListParams, CalculationPage, SaveCalculationPayload } from "../calculations/dto"
import { Forbidden, ValidationError } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

export class CalculationsApi extends HttpApiGroup.make("calculations")
  .add(HttpApiEndpoint.get("list", "/factory/calculations").setUrlParams(CalculationListParams).addSuccess(CalculationPage))
  .addError(ValidationError)
  .addError(Forbidden)
  .middleware(Authentication) {}

export class CalculationCommandsApi extends HttpApiGroup.make("calculationCommands")
  .add(HttpApiEndpoint.post("save", "/factory/calculations").setPayload(SaveCalculationPayload).addSuccess(Calculation, { status: 201 }))
  .add(
    HttpApiEndpoint.del("remove", "/factory/calculations/:id")
      .setPath(Schema.Struct({ id: Schema.String }))
      .setHeaders(IfMatchHeaders)
      .addSuccess(Schema.Struct({ id: Schema.String }))
  )
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
