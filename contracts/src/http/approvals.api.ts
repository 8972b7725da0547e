import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import {
  ApprovalListParams,
  ApprovalRequestDto,
  ApprovalRequestPage,
  ApprovalRuleDto,
  CreateApprovalRulePayload,
  DecideApprovalPayload,
  PatchApprovalRulePayload,
  PendingCount,
  UserProfiles
} from "../approvals/dto"
import { Forbidden, ValidationError } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { deleteOnSeenVersion, IdPath, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

export class ApprovalsApi extends HttpApiGroup.make("approvals")
  .add(HttpApiEndpoint.get("list", "/management/approvals").setUrlParams(ApprovalListParams).addSuccess(ApprovalRequestPage))
  .add(HttpApiEndpoint.get("pendingCount", "/management/approvals/pending-count").addSuccess(PendingCount))
  .add(HttpApiEndpoint.get("rules", "/management/approval-rules").addSuccess(Schema.Array(ApprovalRuleDto)))
  .add(HttpApiEndpoint.get("profiles", "/users/profiles").addSuccess(UserProfiles))
  .addError(ValidationError)
  .addError(Forbidden)
  .middleware(Authentication) {}

export class ApprovalCommandsApi extends HttpApiGroup.make("approvalCommands")
  .add(HttpApiEndpoint.patch("decide", "/management/approvals/:id").setPath(IdPath).setPayload(DecideApprovalPayload).addSuccess(ApprovalRequestDto))
  .add(HttpApiEndpoint.post("createRule", "/management/approval-rules").setPayload(CreateApprovalRulePayload).addSuccess(ApprovalRuleDto, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.patch("setRuleActive", "/management/approval-rules/:id")).setPayload(PatchApprovalRulePayload).addSuccess(ApprovalRuleDto))
  .add(deleteOnSeenVersion("deleteRule", "/management/approval-rules/:id"))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
