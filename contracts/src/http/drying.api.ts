import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import {
  AddReadingPayload,
  ChangeDryingPayload,
  CorrectDryingCostPayload,
  DryingCostCorrection,
  DryingCostListParams,
  DryingCostPage,
  DryingListParams,
  DryingBatch,
  DryingBatchPage,
  StartDryingPayload
} from "../drying/dto"
import {
  CorrectRechargePayload,
  ElectricityRecharge,
  ElectricityStatistics,
  ParseSmsPayload,
  RechargeListParams,
  RechargePage,
  VoidRechargePayload
} from "../electricity/dto"
import { Forbidden, ValidationError } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { deleteOnSeenVersion, IdPath, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

export class DryingApi extends HttpApiGroup.make("drying")
  .add(HttpApiEndpoint.get("list", "/factory/drying-processes").setUrlParams(DryingListParams).addSuccess(DryingBatchPage))
  .add(HttpApiEndpoint.get("costs", "/factory/drying-costs").setUrlParams(DryingCostListParams).addSuccess(DryingCostPage))
  // the kiln's electricity (spec section 7): LUKU recharges newest first, and their statistics
  .add(HttpApiEndpoint.get("recharges", "/electricity/recharges").setUrlParams(RechargeListParams).addSuccess(RechargePage))
  .add(HttpApiEndpoint.get("electricityStatistics", "/electricity/statistics").addSuccess(ElectricityStatistics))
  .addError(ValidationError)
  .addError(Forbidden)
  .middleware(Authentication) {}

export class DryingCommandsApi extends HttpApiGroup.make("dryingCommands")
  .add(HttpApiEndpoint.post("start", "/factory/drying-processes").setPayload(StartDryingPayload).addSuccess(DryingBatch, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.put("change", "/factory/drying-processes/:id")).setPayload(ChangeDryingPayload).addSuccess(DryingBatch))
  .add(
    HttpApiEndpoint.post("addReading", "/factory/drying-processes/:id/readings")
      .setPath(IdPath)
      .setPayload(AddReadingPayload)
      .addSuccess(DryingBatch, { status: 201 })
  )
  // the spec's "same fields" as adding one; answers the reading's batch as the edit left it
  // made on the batch's version the dialog opened with (If-Match): the reading lives on the batch's stream
  .add(onSeenVersion(HttpApiEndpoint.put("editReading", "/factory/drying-readings/:id")).setPayload(AddReadingPayload).addSuccess(DryingBatch))
  // reads a LUKU SMS into token, kWh and TZS, and records the recharge (once per token)
  .add(HttpApiEndpoint.post("parseSms", "/electricity/recharges/parse-sms").setPayload(ParseSmsPayload).addSuccess(ElectricityRecharge))
  // the recharge register: a recharge's figures corrected, or the recharge voided, each with a reason; `id` is the token's 20 digits
  .add(onSeenVersion(HttpApiEndpoint.put("correctRecharge", "/electricity/recharges/:id")).setPayload(CorrectRechargePayload).addSuccess(ElectricityRecharge))
  .add(onSeenVersion(HttpApiEndpoint.post("voidRecharge", "/electricity/recharges/:id/void")).setPayload(VoidRechargePayload).addSuccess(ElectricityRecharge))
  // an admin recalculates a completed batch's frozen cost with a reason
  .add(
    HttpApiEndpoint.post("correctCost", "/factory/drying-processes/:id/cost-corrections")
      .setPath(IdPath)
      .setPayload(CorrectDryingCostPayload)
      .addSuccess(DryingCostCorrection)
  )
  .add(deleteOnSeenVersion("remove", "/factory/drying-processes/:id"))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
