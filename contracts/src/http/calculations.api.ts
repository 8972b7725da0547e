import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Calculation, SaveCalculationPayload } from "../calculations/dto"
import { BusinessRuleViolation, Conflict, Forbidden, NotFound, ValidationError } from "../shared/errors"
import { Authentication } from "./security"

export class CalculationsApi extends HttpApiGroup.make("calculations")
  .add(
    HttpApiEndpoint.get("list", "/factory/calculations")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(Schema.String) }))
      .addSuccess(Schema.Array(Calculation))
  )
  .addError(Forbidden)
  .middleware(Authentication) {}

export class CalculationCommandsApi extends HttpApiGroup.make("calculationCommands")
  .add(HttpApiEndpoint.post("save", "/factory/calculations").setPayload(SaveCalculationPayload).addSuccess(Calculation, { status: 201 }))
  .add(HttpApiEndpoint.del("remove", "/factory/calculations/:id").setPath(Schema.Struct({ id: Schema.String })).addSuccess(Schema.Struct({ id: Schema.String })))
  .addError(ValidationError)
  .addError(Forbidden)
  .addError(NotFound)
  .addError(Conflict)
  .addError(BusinessRuleViolation)
  .middleware(Authentication) {}
