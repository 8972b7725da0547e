export interface ApprovalRequestsTable {
  id: string
  type: string
  status: string
  rule_id: string | null
  approver_id: string | null
  requestor_id: string | null
  requestor_email: string
  operation_id: string | null
  serial_number: string | null
  waste_percentage: number | null
  wood_type_name: string | null
  notes: string | null
  created_at: string
  decided_at: string | null
  decided_by: string | null
  /** the request's subject as the event carries it (contracts `ApprovalSubject`, encoded); null only before version 2 rebuilt the table */
  subject: unknown | null
  /** the rule's condition the subject went above, and the value measured (contracts `RuleTrigger`) */
  rule_trigger: unknown | null
}

export interface ApprovalRulesTable {
  id: string
  module: string
  condition_type: string
  condition_value: number
  approver_id: string
  is_active: boolean
  created_at: string
  /** The rule's version (contracts shared/record-version.ts); null until its projection rebuilt after migration 0700. */
  version: string | null
}
