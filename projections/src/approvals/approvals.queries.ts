import {
  ApprovalRequestId,
  ApprovalRuleId,
  ApprovalSubject,
  RuleTrigger,
  subjectOfEarlier,
  toApprovalRequest,
  toApprovalRule,
  type ApprovalModule,
  type ApprovalListParams,
  type ApprovalRequestDto,
  type ApprovalSort,
  type PageRequest,
  type ApprovalRuleDto,
  type ApprovalStatus,
  type ConditionType,
  type PermissionMap,
  type UserProfile,
  UserId
} from "@timber/contracts"
import { mayDecideApprovals } from "@timber/domain/permissions/approval-decisions"
import { effectivePermissions } from "@timber/domain/permissions/templates"
import { Schema } from "effect"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import type { ApprovalRequestsTable } from "./approvals.table"

const iso = (value: string) => new Date(value).toISOString()

const jsonOf = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value)

/** A row's subject: as stored whole (version 2), else read from its spec columns as a request of the earlier shape is. */
const subjectOf = (row: ApprovalRequestsTable): ApprovalSubject =>
  row.subject === null || row.subject === undefined
    ? subjectOfEarlier(row.type, {
        operationId: row.operation_id,
        serialNumber: row.serial_number,
        wastePercentage: row.waste_percentage === null ? null : Number(row.waste_percentage),
        woodTypeName: row.wood_type_name
      })
    : Schema.decodeUnknownSync(ApprovalSubject)(jsonOf(row.subject))

const requestView = (row: ApprovalRequestsTable): ApprovalRequestDto =>
  toApprovalRequest(
    {
      request: {
        requestId: ApprovalRequestId.make(row.id),
        type: row.type,
        ruleId: row.rule_id,
        approverId: row.approver_id === null ? null : UserId.make(row.approver_id),
        requestorId: row.requestor_id === null ? null : UserId.make(row.requestor_id),
        requestorEmail: row.requestor_email,
        subject: subjectOf(row),
        ...(row.rule_trigger === null || row.rule_trigger === undefined ? {} : { trigger: Schema.decodeUnknownSync(RuleTrigger)(jsonOf(row.rule_trigger)) })
      },
      status: row.status as ApprovalStatus,
      notes: row.notes
    },
    { createdAt: iso(row.created_at), decided: row.decided_at === null ? null : { at: iso(row.decided_at), by: row.decided_by } }
  )

/** Every approval request newest first, or those of one status (the wall's pending ones: a range scan of approval_requests_status). */
export const listApprovalRequests = async (db: ReadDb, status?: ApprovalStatus): Promise<ApprovalRequestDto[]> =>
  (
    await (status === undefined ? db.selectFrom("approval_requests") : db.selectFrom("approval_requests").where("status", "=", status))
      .selectAll()
      .orderBy("created_at", "desc")
      .execute()
  ).map(requestView)

/** The column each request sort reads; each has an index ending in the id (migration 20261206_0604). */
const APPROVAL_SORT_COLUMNS: Record<ApprovalSort, { readonly column: string; readonly nullable?: boolean }> = {
  createdAt: { column: "created_at" },
  status: { column: "status" },
  type: { column: "type" },
  decidedAt: { column: "decided_at", nullable: true }
}

/** One page of approval requests (the Approvals screen's tabs, the slicer's approvals), filtered and searched on the server. */
export const pageApprovalRequests = async (
  db: ReadDb,
  request: PageRequest<ApprovalSort>,
  after: CursorPosition | null,
  filters: Pick<ApprovalListParams, "status" | "type" | "approverId"> = {}
): Promise<KeysetPage<ApprovalRequestDto>> => {
  let query = db.selectFrom("approval_requests").selectAll()
  if (filters.status) query = query.where("status", "=", filters.status)
  if (filters.type) query = query.where("type", "=", filters.type)
  if (filters.approverId) query = query.where("approver_id", "=", filters.approverId)
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) =>
      eb.or([
        eb("requestor_email", "ilike", pattern),
        eb("serial_number", "ilike", pattern),
        eb("wood_type_name", "ilike", pattern),
        eb("notes", "ilike", pattern)
      ])
    )
  }
  const page = await keysetPage(query, request, after, { ...APPROVAL_SORT_COLUMNS[request.sort], idColumn: "id" })
  return { ...page, items: page.items.map(requestView) }
}

export const pendingApprovalCount = async (db: ReadDb) => {
  const row = await db
    .selectFrom("approval_requests")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("status", "=", "pending")
    .executeTakeFirst()
  return { count: Number(row?.count ?? 0) }
}

/** Rules with their approver's e-mail and role (for the Admin tag). */
export const listApprovalRules = async (db: ReadDb): Promise<ApprovalRuleDto[]> =>
  (
    await db
      .selectFrom("approval_rules")
      .leftJoin("users", "users.id", "approval_rules.approver_id")
      .selectAll("approval_rules")
      .select(["users.email as approver_email", "users.role as approver_role"])
      .orderBy("approval_rules.created_at", "asc")
      .execute()
  ).map((row) =>
    toApprovalRule(
      {
        ruleId: ApprovalRuleId.make(row.id),
        module: row.module as ApprovalModule,
        conditionType: row.condition_type as ConditionType,
        conditionValue: Number(row.condition_value),
        approverId: UserId.make(row.approver_id),
        isActive: row.is_active
      },
      row.approver_email ? { email: row.approver_email, role: row.approver_role ?? "" } : null,
      iso(row.created_at),
      row.version ?? ""
    )
  )

/** Active users as approver choices. */
export const listUserProfiles = async (db: ReadDb): Promise<UserProfile[]> =>
  (await db.selectFrom("users").selectAll().where("is_active", "=", true).orderBy("email").execute()).map((row) => ({
    id: row.id,
    email: row.email,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    user_metadata: { full_name: `${row.first_name} ${row.last_name}`.trim() },
    may_approve: mayDecideApprovals({ role: row.role, permissions: effectivePermissions(row.role, row.permissions as PermissionMap | null) })
  }))
