export interface ElectricityRechargesTable {
  /** the token's 20 digits */
  id: string
  token: string
  kwh_amount: number
  total_paid: number
  sms_text: string
  drying_id: string | null
  recorded_at: string
  recorded_by: string | null
  /** voided in the register: listed, but it prices nothing */
  voided: boolean
  void_reason: string | null
  /** the reason of the latest correction of its figures (kwh_amount and total_paid hold the corrected ones) */
  correction_reason: string | null
  /** where the recharge stands in the log: "newest first" (two in one second keep their order) */
  log_position: string | bigint
  /** The recharge stream's revision (migration 20261207_1200): what a correction or void carries in If-Match. */
  version: string | null
}
