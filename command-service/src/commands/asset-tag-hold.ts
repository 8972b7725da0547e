import { AssetId, AssetMessages, assetTagNumber, assetTagOf, normalizeAssetTag } from "@timber/contracts"
import { assetStream, ReservationDecider, reservationStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "./execute"
import { claimValue, type Claim } from "./reservations"
import { UniqueValues } from "./unique-values"

/**
 * How long a tag handed out by POST /assets/next-tag stays held for the create that names its hold:
 * long enough to fill in the Add Asset form (a product search, a picture, the warranty) at a desk
 * with interruptions; a form left longer finds its tag taken only if someone else typed it meanwhile.
 */
export const TAG_HOLD_MINUTES = 30

/** The highest `from` taken as a start: ten million tags, far past any register, and exact as a number. */
const LAST_SUGGESTED_START = 10_000_000

/** The reservation's holder while a tag is held: no asset has that id, so an expired hold is taken over like an abandoned claim. */
const holderOf = (hold: string) => `hold:${hold}`

/**
 * The tag's reservation (one stream per tag): of two creates, edits or holds racing for one tag
 * exactly one stores it; a deleted asset's tag is free again, and so is a hold's tag once the hold
 * expired. `hold`: the next-tag hold the create names, which hands its tag over at once.
 */
export const tagClaim = (tag: string, ownerId: string, hold?: string): Claim => ({
  scope: UniqueValues.assetTag.scope,
  key: UniqueValues.assetTag.key(tag),
  ownerId,
  takenMessage: AssetMessages.tagTaken(normalizeAssetTag(tag)),
  ownerStream: (holder: string) => assetStream(AssetId.make(holder)),
  endedBy: "AssetDeleted",
  abandonedAfterMs: TAG_HOLD_MINUTES * 60_000,
  ...(hold === undefined ? {} : { handedOverBy: holderOf(hold) })
})

/** Whether a tag's reservation was ever claimed, by an asset, a typed tag or a hold. */
const everClaimed = (streams: Streams, n: number) =>
  Effect.map(
    streams.read(streamOf(ReservationDecider, reservationStream(UniqueValues.assetTag.scope, UniqueValues.assetTag.key(assetTagOf(n))))),
    ({ recorded }) => recorded.length > 0
  )

/**
 * Holds the next tag for `hold` and answers it: the first tag from `from` (UD-0001 when not said)
 * that was never claimed, found by galloping then halving over the tags' own reservation streams
 * (a few reads, never one per asset). The console sends GET /assets/next-tag's suggestion, the tag
 * after the highest in use, as `from`; the read model may lag, and the walk steps over whatever was
 * claimed since. Two callers that pick the same tag both append its first claim; the store refuses
 * the second, whose command reads again and holds the next one, so concurrent callers get different
 * tags. A tag whose hold expired unused is not suggested again (the form's "Select from available
 * tags" offers it).
 */
export const holdNextTag = (streams: Streams, hold: string, from: string | undefined) =>
  Effect.gen(function* () {
    const start = from === undefined ? null : assetTagNumber(normalizeAssetTag(from))
    // a start past any register (UD-99999999999…) is a typing mistake or a probe: counted from UD-0001 instead
    const base = start !== null && start >= 1 && start <= LAST_SUGGESTED_START ? start - 1 : 0
    let high = 1
    while (yield* everClaimed(streams, base + high)) high *= 2
    let low = high / 2 // claimed (or 0.5 when the first one never was)
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2)
      if (yield* everClaimed(streams, base + mid)) low = mid
      else high = mid
    }
    const assetTag = assetTagOf(base + high)
    yield* claimValue(streams, tagClaim(assetTag, holderOf(hold)))
    return assetTag
  })
