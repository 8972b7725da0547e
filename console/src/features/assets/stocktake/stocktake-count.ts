import { normalizeAssetTag, type Asset } from "@timber/contracts"

export interface CountedAsset {
  readonly id: string
  readonly assetTag: string
  readonly name: string
  readonly location: string | null
}

export interface StocktakeCount {
  /** Expected at the location and scanned. */
  readonly found: ReadonlyArray<CountedAsset>
  /** Expected at the location and not scanned (yet). */
  readonly missing: ReadonlyArray<CountedAsset>
  /** Scanned, registered, but at another location (or none). */
  readonly elsewhere: ReadonlyArray<CountedAsset>
  /** Scanned tags no asset holds. */
  readonly unknownTags: ReadonlyArray<string>
}

export const sameLocation = (a: string | null | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase()

const counted = (asset: Pick<Asset, "id" | "assetTag" | "name" | "location">): CountedAsset => ({
  id: asset.id,
  assetTag: asset.assetTag,
  name: asset.name,
  location: asset.location
})

/**
 * The live lists of a count: every scanned tag (typed or from a QR) against the register. The
 * expected are the assets whose location is the stocktake's; a scanned asset registered
 * elsewhere is unexpected here, but found all the same (it was seen, so its sighting is recorded).
 */
export const countOf = (
  location: string,
  register: ReadonlyArray<Pick<Asset, "id" | "assetTag" | "name" | "location">>,
  scanned: ReadonlyArray<string>
): StocktakeCount => {
  const tags = new Set(scanned.map(normalizeAssetTag))
  const byTag = new Map(register.map((asset) => [normalizeAssetTag(asset.assetTag), asset]))
  const expected = register.filter((asset) => sameLocation(asset.location, location))
  return {
    found: expected.filter((asset) => tags.has(normalizeAssetTag(asset.assetTag))).map(counted),
    missing: expected.filter((asset) => !tags.has(normalizeAssetTag(asset.assetTag))).map(counted),
    elsewhere: [...tags].flatMap((tag) => {
      const asset = byTag.get(tag)
      return asset && !sameLocation(asset.location, location) ? [counted(asset)] : []
    }),
    unknownTags: [...tags].filter((tag) => !byTag.has(tag))
  }
}

/** What Finish sends: everything seen (at the location or not), the expected not seen, and the unknown tags. */
export const finishBody = (count: StocktakeCount) => ({
  foundAssetIds: [...count.found, ...count.elsewhere].map((a) => a.id),
  missingAssetIds: count.missing.map((a) => a.id),
  unknownTags: [...count.unknownTags]
})
