import { sql, type Kysely } from "kysely"

export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists approval_requests (
      id text primary key,
      type text not null,
      status text not null,
      rule_id text,
      approver_id text,
      requestor_id text,
      requestor_email text not null,
      operation_id text,
      serial_number text,
      waste_percentage double precision,
      wood_type_name text,
      notes text,
      created_at timestamptz not null,
      decided_at timestamptz,
      decided_by text
    )`.execute(db)
  await sql`create index if not exists approval_requests_status on approval_requests (status, created_at desc)`.execute(db)
  await sql`
    create table if not exists approval_rules (
      id text primary key,
      module text not null,
      condition_type text not null,
      condition_value double precision not null,
      approver_id text not null,
      is_active boolean not null,
      created_at timestamptz not null
    )`.execute(db)
  await sql`
    create table if not exists notifications (
      id text primary key,
      user_id text not null,
      type text not null,
      title text not null,
      message text not null,
      is_read boolean not null,
      link_url text,
      created_at timestamptz not null
    )`.execute(db)
  await sql`create index if not exists notifications_user on notifications (user_id, created_at desc)`.execute(db)
}
