/** An ACTIVE stock-keeping warehouse as its read model holds it, for specs that seed read models directly. */
export const warehouseRow = (id: string, code: string, at: string, name = code) => ({
  id,
  code,
  name,
  address: null,
  contact_person: null,
  stock_control_enabled: true,
  requires_approval: false,
  status: "ACTIVE",
  assigned_user_ids: JSON.stringify([]),
  created_at: at,
  updated_at: at,
  version: null
})
