import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden, ValidationError } from "../shared/errors"
import { LotRecovery, PatchSlicingOperationPayload, SlicingListParams, SlicingOperation, SlicingOperationPage, SlicingOperationPayload } from "../slicing/dto"
import { withDomainErrors } from "./domain-errors"
import { deleteOnSeenVersion, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

/** Factory operations: the slicer's saved operations (the `_` parameter is the slicer's cache-buster). */
export class SlicingApi extends HttpApiGroup.make("slicing")
  .add(HttpApiEndpoint.get("list", "/factory/operations").setUrlParams(SlicingListParams).addSuccess(SlicingOperationPage))
  .add(
    HttpApiEndpoint.get("recovery", "/factory/lot-recovery")
      .setUrlParams(Schema.Struct({ lot_number: Schema.String, _: Schema.optional(Schema.String) }))
      .addSuccess(LotRecovery)
  )
  .addError(ValidationError)
  .addError(Forbidden)
  .middleware(Authentication) {}

export class SlicingCommandsApi extends HttpApiGroup.make("slicingCommands")
  .add(HttpApiEndpoint.post("record", "/factory/operations").setPayload(SlicingOperationPayload).addSuccess(SlicingOperation, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.patch("change", "/factory/operations/:id")).setPayload(PatchSlicingOperationPayload).addSuccess(SlicingOperation))
  .add(deleteOnSeenVersion("remove", "/factory/operations/:id"))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
