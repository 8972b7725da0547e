import type { ApprovalModule, ApprovalRequestDto, ApprovalRuleDto, ApprovalStatus, ConditionType, UserProfile } from "@timber/contracts"
import type { ReadDb } from "../database"

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

/** Every approval request, newest first (the screen splits them into tabs). */
export const listApprovalRequests = async (db: ReadDb): Promise<ApprovalRequestDto[]> =>
  (await db.selectFrom("approval_requests").selectAll().orderBy("created_at", "desc").execute()).map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status as ApprovalStatus,
    created_at: new Date(row.created_at).toISOString(),
    operation_id: row.operation_id,
    operation:
      row.serial_number === null && row.waste_percentage === null && row.wood_type_name === null
        ? null
        : {
            serial_number: row.serial_number,
            waste_percentage: row.waste_percentage === null ? null : Number(row.waste_percentage),
            wood_type: row.wood_type_name === null ? null : { name: row.wood_type_name }
          },
    requestor: { email: row.requestor_email },
    notes: row.notes,
    approver_id: row.approver_id,
    decided_at: iso(row.decided_at),
    decided_by: row.decided_by
  }))

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
  ).map((row) => ({
    id: row.id,
    module: row.module as ApprovalModule,
    condition_type: row.condition_type as ConditionType,
    condition_value: Number(row.condition_value),
    approver_id: row.approver_id,
    approver: row.approver_email ? { email: row.approver_email, role: row.approver_role ?? "" } : null,
    is_active: row.is_active,
    created_at: new Date(row.created_at).toISOString()
  }))

/** Active users as approver choices. */
export const listUserProfiles = async (db: ReadDb): Promise<UserProfile[]> =>
  (await db.selectFrom("users").selectAll().where("is_active", "=", true).orderBy("email").execute()).map((row) => ({
    id: row.id,
    email: row.email,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    user_metadata: { full_name: `${row.first_name} ${row.last_name}`.trim() }
  }))
