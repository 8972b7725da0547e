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
  /** where the recharge stands in the log: "newest first" (two in one second keep their order) */
  log_position: string | bigint
}
