import type { ApprovalDetailsDto, ApprovalRequestDto, ApprovalRuleDto } from "./dto"
import type { ApprovalRequested, ApprovalRuleCreated, ApprovalSubject } from "./events"
import type { ApprovalStatus } from "./rules"

/** An approval request's fields, defined once by the event that raised it. */
export type ApprovalRequestFields = Omit<ApprovalRequested, "_tag">

/**
 * What the Approvals screen shows of a request's subject in the spec's fields (section 3:
 * `operation_id` and the operation's serial number, waste and wood type). A LOT's receipt shows its
 * LOT id and number there, as it always did, and its wood type; a calculation its serial and wood type.
 */
export interface ShownSubject {
  readonly id: string | null
  readonly number: string | null
  readonly wastePercentage: number | null
  readonly woodTypeName: string | null
}

export const shownSubject = (subject: ApprovalSubject): ShownSubject => {
  switch (subject._tag) {
    case "LotReceipt":
      return { id: subject.lotId, number: subject.lotNumber, wastePercentage: null, woodTypeName: subject.receipt?.woodTypeName ?? null }
    case "Calculation":
      return { id: null, number: subject.serialNumber, wastePercentage: null, woodTypeName: subject.woodTypeName }
    case "Operation":
      return { id: subject.operationId, number: subject.serialNumber, wastePercentage: subject.wastePercentage, woodTypeName: subject.woodTypeName }
  }
}

/** What the approver decides on, from the subject (null: a request stored before its subject carried it). */
export const detailsOf = (subject: ApprovalSubject): ApprovalDetailsDto | null => {
  switch (subject._tag) {
    case "LotReceipt":
      return subject.receipt === undefined
        ? null
        : {
            kind: "receipt",
            lot_number: subject.lotNumber,
            wood_type: subject.receipt.woodTypeName,
            sleeper_count: subject.receipt.sleeperCount,
            volume_m3: subject.receipt.volumeM3,
            warehouse: subject.receipt.warehouseName,
            submitted_by: subject.receipt.submittedBy
          }
    case "Calculation":
      return {
        kind: "calculation",
        thickness: subject.thickness,
        width: subject.width,
        length: subject.length,
        price_per_plank: subject.pricePerPlank,
        tax_percentage: subject.taxPercentage,
        planks_per_m3: subject.planksPerM3,
        price_per_m3: subject.pricePerM3
      }
    case "Operation":
      return subject.sleeper === undefined
        ? null
        : {
            kind: "slicing",
            lot_number: subject.sleeper.lotNumber,
            sleeper_number: subject.sleeper.sleeperNumber,
            planks: subject.sleeper.plankCount,
            sleeper_volume_m3: subject.sleeper.sleeperVolumeM3,
            plank_volume_m3: subject.sleeper.plankVolumeM3,
            waste_percentage: subject.wastePercentage
          }
  }
}

/** A request as its answer shows it: what was asked (its subject whole), where it stands, and the decider's notes. */
export interface ApprovalRequestView {
  readonly request: ApprovalRequestFields
  readonly status: ApprovalStatus
  readonly notes: string | null
}

/** When and by whom a request was raised and decided (null: not decided yet), from its events' metadata. */
export interface ApprovalRequestTimes {
  readonly createdAt: string
  readonly decided: { readonly at: string; readonly by: string | null } | null
}

/**
 * The one answer for an approval request: a decision answers with it from the aggregate's state,
 * the Approvals list from its row. A subject none of whose shown fields but its id is known shows as none.
 */
export const toApprovalRequest = ({ request, status, notes }: ApprovalRequestView, times: ApprovalRequestTimes): ApprovalRequestDto => {
  const shown = shownSubject(request.subject)
  return {
    id: request.requestId,
    type: request.type,
    status,
    created_at: times.createdAt,
    operation_id: shown.id,
    operation:
      shown.number === null && shown.wastePercentage === null && shown.woodTypeName === null
        ? null
        : {
            serial_number: shown.number,
            waste_percentage: shown.wastePercentage,
            wood_type: shown.woodTypeName === null ? null : { name: shown.woodTypeName }
          },
    requestor: { email: request.requestorEmail, id: request.requestorId },
    notes,
    approver_id: request.approverId,
    decided_at: times.decided?.at ?? null,
    decided_by: times.decided?.by ?? null,
    details: detailsOf(request.subject),
    trigger:
      request.trigger === undefined
        ? null
        : { condition_type: request.trigger.conditionType, condition_value: request.trigger.conditionValue, measured: request.trigger.measured }
  }
}

/** An approval rule's fields, defined once by the event that created it, and whether it is active now. */
export type ApprovalRuleFields = Omit<typeof ApprovalRuleCreated.Type, "_tag"> & { readonly isActive: boolean }

/**
 * The one answer for an approval rule: a write answers with it from the aggregate's state, the
 * rules list from its row. `approver` is the approver's e-mail and role now (active or not), null when unknown.
 */
export const toApprovalRule = (
  rule: ApprovalRuleFields,
  approver: ApprovalRuleDto["approver"],
  createdAt: string,
  /** Its stream's revision after its last event (contracts shared/record-version.ts). */
  version: string
): ApprovalRuleDto => ({
  id: rule.ruleId,
  module: rule.module,
  condition_type: rule.conditionType,
  condition_value: rule.conditionValue,
  approver_id: rule.approverId,
  approver,
  is_active: rule.isActive,
  created_at: createdAt,
  version
})
