/**
 * Asset tags (administration spec sections 5 and 9): UD-0000, upper-cased. Four digits at
 * least; a register past UD-9999 goes on to UD-10000 rather than refusing assets.
 */
export const ASSET_TAG_PREFIX = "UD-"
const TAG = /^UD-(\d{4,})$/

/** What the form's tag becomes: trimmed and upper-cased ("ud-0007 " is UD-0007). */
export const normalizeAssetTag = (tag: string) => tag.trim().toUpperCase()

/** The tag's number, or null when it is not of the UD-0000 form. */
export const assetTagNumber = (tag: string): number | null => {
  const match = TAG.exec(tag)
  return match ? Number(match[1]) : null
}

export const assetTagOf = (n: number) => `${ASSET_TAG_PREFIX}${String(n).padStart(4, "0")}`

/** A category code as stored: trimmed, upper-cased, at most 10 characters (section 9). */
export const CATEGORY_CODE_MAX = 10
export const normalizeCategoryCode = (code: string) => code.trim().toUpperCase()
