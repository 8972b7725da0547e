import { identifierKey } from "@timber/contracts"

/**
 * The values the factory keeps unique, each with its reservation scope and the key its
 * spelling reduces to: contracts' `identifierKey` (format characters removed, NFKC, hyphen
 * look-alikes as "-", whitespace collapsed and trimmed, case-folded), so "lot-7 ", "LOT‑7"
 * (non-breaking hyphen), "ＬＯＴ-7" and "LOT-7" + a zero-width space collide. Claimed through
 * `claimUnique`. The scopes keyed in upper case before this change (LOT numbers, sleepers,
 * warehouse codes) stay upper case, so a plain value claimed then is found under the same
 * stream now (contracts/README.md "Identifiers that look equal are equal").
 */
const upperKey = (value: string) => identifierKey(value).toUpperCase()

export const UniqueValues = {
  lotNumber: { scope: "lot-number", key: upperKey },
  /** One sleeper of a LOT is sliced once. */
  sleeper: { scope: "sleeper", key: (lotNumber: string, sleeperNumber: number) => `${upperKey(lotNumber)}#${sleeperNumber}` },
  /** A slicing operation's serial (WS-…): unique under concurrent creates. */
  slicingSerial: { scope: "slicing-serial", key: upperKey },
  /** A transfer's number (TR-2026-0001): unique under concurrent creates. */
  transferNumber: { scope: "transfer-number", key: upperKey },
  /** A drying batch's number (DB-2026-0001): unique under concurrent starts (before, the millisecond in base 36, UD-…). */
  dryingBatchNumber: { scope: "drying-batch-number", key: upperKey },
  /** An asset's tag such as UD-0001 (administration spec sections 5 and 9): unique under concurrent creates. */
  assetTag: { scope: "asset-tag", key: upperKey },
  /** An asset category's code such as PT (upper-cased, at most 10 characters). */
  assetCategoryCode: { scope: "asset-category-code", key: upperKey },
  /** An asset category's name: "Power tools" and "power tools " are one category (duplicates were accepted). */
  assetCategoryName: { scope: "asset-category-name", key: identifierKey },
  /** A warehouse code such as WH-001 (administration spec section 5). */
  warehouseCode: { scope: "warehouse-code", key: upperKey },
  userEmail: { scope: "user-email", key: identifierKey },
  /** A role's name; roles are stored upper-cased (contracts `roleName`), and so were their keys. */
  roleName: { scope: "role-name", key: upperKey },
  /** A wood type's name: one species, one name ("Teak" and "teak " are the same wood type). */
  woodTypeName: { scope: "wood-type-name", key: identifierKey }
} as const
