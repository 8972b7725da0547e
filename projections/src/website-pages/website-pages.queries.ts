import type {
  ComingSoonContent,
  PageRequest,
  WebsitePage,
  WebsitePageSort,
  WebsitePageSummary,
  WebsitePageVersion,
  WebsitePageVersionSummary
} from "@timber/contracts"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"

const parsed = (content: unknown) => (typeof content === "string" ? JSON.parse(content) : content) as ComingSoonContent

/** The column each sort reads; each has an index ending in the id (migration 20261207_0714). */
const WEBSITE_PAGE_SORT_COLUMNS: Record<WebsitePageSort, string> = { name: "name", slug: "slug", status: "status", updatedAt: "updated_at" }

/** One page of the Website Pages list, by name unless sorted, searched in the name and slug. */
export const pageWebsitePages = async (
  db: ReadDb,
  request: PageRequest<WebsitePageSort>,
  after: CursorPosition | null
): Promise<KeysetPage<WebsitePageSummary>> => {
  let query = db.selectFrom("website_pages").select(["id", "name", "slug", "status", "updated_at"])
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) => eb.or([eb("name", "ilike", pattern), eb("slug", "ilike", pattern)]))
  }
  const page = await keysetPage(query, request, after, { column: WEBSITE_PAGE_SORT_COLUMNS[request.sort], idColumn: "id" })
  return { ...page, items: page.items.map((row) => ({ id: row.id, name: row.name, slug: row.slug, status: row.status, updatedAt: row.updated_at })) }
}

/** The page with this slug and its newest content, or null. */
export const findWebsitePageBySlug = async (db: ReadDb, slug: string): Promise<WebsitePage | null> => {
  const row = await db.selectFrom("website_pages").selectAll().where("slug", "=", slug).executeTakeFirst()
  if (!row) return null
  return { id: row.id, name: row.name, slug: row.slug, status: row.status, updatedAt: row.updated_at, version: row.version, content: parsed(row.content) }
}

/** Whether a page with this id exists (a history of an unknown page is a 404, not an empty list). */
export const websitePageExists = async (db: ReadDb, id: string): Promise<boolean> =>
  (await db.selectFrom("website_pages").select("id").where("id", "=", id).executeTakeFirst()) !== undefined

/** A page's versions, newest first, without their content. */
export const listWebsitePageVersions = async (db: ReadDb, pageId: string): Promise<WebsitePageVersionSummary[]> =>
  (
    await db
      .selectFrom("website_page_versions")
      .select(["version", "kind", "restored_from", "saved_by", "saved_at"])
      .where("page_id", "=", pageId)
      .orderBy("version", "desc")
      .execute()
  ).map((row) => ({
    version: row.version,
    kind: row.kind as WebsitePageVersionSummary["kind"],
    restoredFrom: row.restored_from,
    savedBy: row.saved_by,
    savedAt: row.saved_at
  }))

/** One version of a page with its content, or null. */
export const findWebsitePageVersion = async (db: ReadDb, pageId: string, version: number): Promise<WebsitePageVersion | null> => {
  const row = await db.selectFrom("website_page_versions").selectAll().where("page_id", "=", pageId).where("version", "=", version).executeTakeFirst()
  if (!row) return null
  return {
    version: row.version,
    kind: row.kind as WebsitePageVersion["kind"],
    restoredFrom: row.restored_from,
    savedBy: row.saved_by,
    savedAt: row.saved_at,
    content: parsed(row.content)
  }
}
