import { decodeEvent, metadataOf, WEBSITE_PAGE_EVENT_TYPES, WebsitePageEvent } from "@timber/contracts"
import { absurd } from "effect"
import type { ReadTrx } from "../database"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"

const versionId = (pageId: string, version: number) => `${pageId}:${version}`

/** One version row, inserted once (a redelivered event finds it): created, saved or restored from an earlier one. */
const recordVersion = (
  trx: ReadTrx,
  v: { pageId: string; version: number; kind: "created" | "saved" | "restored"; restoredFrom: number | null; content: string; at: string; by: string }
) =>
  trx
    .insertInto("website_page_versions")
    .values({
      id: versionId(v.pageId, v.version),
      page_id: v.pageId,
      version: v.version,
      kind: v.kind,
      restored_from: v.restoredFrom,
      content: v.content,
      saved_at: v.at,
      saved_by: v.by
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute()

/**
 * Website pages (their newest content) and every version of it. Pages are few and saved by hand:
 * each event is written as it comes. A version row is inserted once (a redelivered event finds it).
 */
export const websitePagesProjection: Projection = {
  name: "website-pages",
  version: 1,
  eventTypes: WEBSITE_PAGE_EVENT_TYPES,
  tables: ["website_pages", "website_page_versions"],
  ...batched(async (trx, events) => {
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(WebsitePageEvent, recorded), event)
      const at = metadataOf(event).occurredAt
      switch (e._tag) {
        case "WebsitePageCreated": {
          const content = JSON.stringify(e.content)
          await trx
            .insertInto("website_pages")
            .values({ id: e.pageId, name: e.name, slug: e.slug, status: e.status, version: e.version, content, updated_at: at, updated_by: e.savedBy })
            .onConflict((oc) => oc.column("id").doNothing())
            .execute()
          await recordVersion(trx, { pageId: e.pageId, version: e.version, kind: "created", restoredFrom: null, content, at, by: e.savedBy })
          break
        }
        case "WebsitePageContentSaved":
        case "WebsitePageVersionRestored": {
          const content = JSON.stringify(e.content)
          const restoredFrom = e._tag === "WebsitePageVersionRestored" ? e.restoredFrom : null
          await trx
            .updateTable("website_pages")
            .set({ version: e.version, content, updated_at: at, updated_by: e.savedBy })
            .where("id", "=", e.pageId)
            .where("version", "<", e.version)
            .execute()
          await recordVersion(trx, {
            pageId: e.pageId,
            version: e.version,
            kind: restoredFrom === null ? "saved" : "restored",
            restoredFrom,
            content,
            at,
            by: e.savedBy
          })
          break
        }
        case "WebsitePageStatusChanged":
          await trx.updateTable("website_pages").set({ status: e.status, updated_at: at, updated_by: e.changedBy }).where("id", "=", e.pageId).execute()
          break
        default:
          absurd(e)
      }
    }
    return []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("website_page_versions").execute()
    await trx.deleteFrom("website_pages").execute()
  }
}
