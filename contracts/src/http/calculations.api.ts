import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Calculation, CalculationListParams, CalculationPage, SaveCalculationPayload } from "../calculations/dto"
import { Forbidden, ValidationError } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { deleteOnSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

export class CalculationsApi extends HttpApiGroup.make("calculations")
  .add(HttpApiEndpoint.get("list", "/factory/calculations").setUrlParams(CalculationListParams).addSuccess(CalculationPage))
  .addError(ValidationError)
  .addError(Forbidden)
  .middleware(Authentication) {}

export class CalculationCommandsApi extends HttpApiGroup.make("calculationCommands")
  .add(HttpApiEndpoint.post("save", "/factory/calculations").setPayload(SaveCalculationPayload).addSuccess(Calculation, { status: 201 }))
  .add(deleteOnSeenVersion("remove", "/factory/calculations/:id"))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
