/**
 * The values the factory keeps unique, each with its reservation scope and the key its
 * spelling reduces to (so "lot-7 " and "LOT-7" collide). Claimed through `claimUnique`.
 */
export const UniqueValues = {
  lotNumber: { scope: "lot-number", key: (lotNumber: string) => lotNumber.trim().toUpperCase() },
  /** One sleeper of a LOT is sliced once. */
  sleeper: { scope: "sleeper", key: (lotNumber: string, sleeperNumber: number) => `${lotNumber.trim().toUpperCase()}#${sleeperNumber}` },
  /** A warehouse code such as WH-001 (administration spec section 5). */
  warehouseCode: { scope: "warehouse-code", key: (code: string) => code.trim().toUpperCase() },
  userEmail: { scope: "user-email", key: (email: string) => email.trim().toLowerCase() }
} as const
