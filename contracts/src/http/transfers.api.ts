import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Forbidden, ValidationError } from "../shared/errors"
import {
  AdminEditTransferPayload,
  CompleteTransferPayload,
  NewTransferPayload,
  NotifyTransferPayload,
  RejectTransferPayload,
  Transfer,
  TransferListParams,
  TransferPage
} from "../transfers/dto"
import { withDomainErrors } from "./domain-errors"
import { IdPath, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

/** GET /transfers (factory spec section 7): a page of transfers, newest first; Inventory asks for APPROVED and IN_TRANSIT into its warehouse. */
export class TransfersApi extends HttpApiGroup.make("transfers")
  .add(HttpApiEndpoint.get("list", "/transfers").setUrlParams(TransferListParams).addSuccess(TransferPage))
  .addError(ValidationError)
  .addError(Forbidden)
  .middleware(Authentication) {}

export class TransferCommandsApi extends HttpApiGroup.make("transferCommands")
  .add(HttpApiEndpoint.post("create", "/transfers").setPayload(NewTransferPayload).addSuccess(Transfer, { status: 201 }))
  .add(HttpApiEndpoint.post("approve", "/transfers/:id/approve").setPath(IdPath).addSuccess(Transfer))
  .add(HttpApiEndpoint.post("reject", "/transfers/:id/reject").setPath(IdPath).setPayload(RejectTransferPayload).addSuccess(Transfer))
  .add(HttpApiEndpoint.post("complete", "/transfers/:id/complete").setPath(IdPath).setPayload(CompleteTransferPayload).addSuccess(Transfer))
  .add(onSeenVersion(HttpApiEndpoint.put("adminEdit", "/transfers/:id/admin-edit")).setPayload(AdminEditTransferPayload).addSuccess(Transfer))
  .add(HttpApiEndpoint.post("notify", "/transfers/:id/notify").setPath(IdPath).setPayload(NotifyTransferPayload).addSuccess(Transfer))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
