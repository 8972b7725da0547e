import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { LotDto } from "../lots/dto"
import {
  PatchDraftPayload,
  ReceiptDraft,
  ReceiptHistoryEntry,
  ReceiptItemDto,
  ReceiptQuery,
  RecordReceiptItemsPayload,
  SaveDraftPayload
} from "../receipts/dto"
import { Forbidden } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { IdPath } from "./record-endpoints"
import { Authentication } from "./security"

/** Receipt processing's reads (factory spec section 7): drafts, history and items of one receipt. */
export class ReceiptsApi extends HttpApiGroup.make("receipts")
  .add(HttpApiEndpoint.get("drafts", "/factory/drafts").setUrlParams(ReceiptQuery).addSuccess(Schema.Array(ReceiptDraft)))
  .add(HttpApiEndpoint.get("history", "/factory/receipt-history").setUrlParams(ReceiptQuery).addSuccess(Schema.Array(ReceiptHistoryEntry)))
  .add(HttpApiEndpoint.get("items", "/factory/receipt-items").setUrlParams(ReceiptQuery).addSuccess(Schema.Array(ReceiptItemDto)))
  .addError(Forbidden)
  .middleware(Authentication) {}

export class ReceiptCommandsApi extends HttpApiGroup.make("receiptCommands")
  .add(HttpApiEndpoint.post("saveDraft", "/factory/drafts").setPayload(SaveDraftPayload).addSuccess(ReceiptDraft))
  .add(HttpApiEndpoint.patch("updateDraft", "/factory/drafts/:id").setPath(IdPath).setPayload(PatchDraftPayload).addSuccess(ReceiptDraft))
  .add(
    HttpApiEndpoint.del("deleteDraft", "/factory/drafts")
      .setUrlParams(ReceiptQuery)
      .addSuccess(Schema.Struct({ receipt_id: Schema.String }))
  )
  .add(HttpApiEndpoint.post("submit", "/factory/receipt-items").setPayload(RecordReceiptItemsPayload).addSuccess(LotDto, { status: 201 }))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
