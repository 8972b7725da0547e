import {
  websiteFileUrl,
  type BreadcrumbItem,
  type FileView,
  type FolderContents,
  type FolderView,
  type PageRequest,
  type WebsiteFileSort
} from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import type { WebsiteFilesTable } from "./website-files.table"

export const toFileView = (row: Pick<WebsiteFilesTable, "id" | "name" | "mime_type" | "size" | "folder_id" | "created_at" | "version">): FileView => ({
  id: row.id,
  name: row.name,
  mimeType: row.mime_type,
  size: Number(row.size),
  url: websiteFileUrl(row.id),
  folderId: row.folder_id,
  createdAt: row.created_at,
  version: row.version ?? ""
})

const FILE_COLUMNS = ["id", "name", "mime_type", "size", "folder_id", "created_at", "version"] as const

/** One folder as listed, with its counts of subfolders and files; null when it does not live. */
export const websiteFolder = async (db: ReadDb, id: string): Promise<FolderView | null> => (await foldersWhere(db, "id", id))[0] ?? null

const foldersWhere = async (db: ReadDb, column: "id" | "parent_id", value: string | null, search?: string): Promise<FolderView[]> => {
  let query = db
    .selectFrom("website_folders as f")
    .select([
      "f.id",
      "f.name",
      "f.parent_id",
      "f.created_at",
      "f.version",
      sql<string>`(select count(*) from website_folders c where c.parent_id = f.id)`.as("folder_count"),
      sql<string>`(select count(*) from website_files x where x.folder_id = f.id)`.as("file_count")
    ])
    .where(`f.${column}`, value === null ? "is" : "=", value)
  if (search) query = query.where("f.name", "ilike", containsPattern(search))
  const rows = await query.orderBy("f.name").orderBy("f.id").execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    folderCount: Number(row.folder_count),
    fileCount: Number(row.file_count),
    createdAt: row.created_at,
    version: row.version ?? ""
  }))
}

/** The trail from the top folder down to this one; null when the folder does not live. */
export const websiteBreadcrumb = async (db: ReadDb, id: string): Promise<BreadcrumbItem[] | null> => {
  const trail: BreadcrumbItem[] = []
  let at: string | null = id
  // a tree is never deeper than its folders; the bound only guards a broken read model
  for (let depth = 0; at !== null && depth < 1000; depth++) {
    const row: { id: string; name: string; parent_id: string | null } | undefined = await db
      .selectFrom("website_folders")
      .select(["id", "name", "parent_id"])
      .where("id", "=", at)
      .executeTakeFirst()
    if (!row) return null
    trail.unshift({ id: row.id, name: row.name })
    at = row.parent_id
  }
  return trail
}

/** The column each sort reads; each has an index led by the folder (migration 20261207_0810). */
const FILE_SORT_COLUMNS: Record<WebsiteFileSort, string> = { createdAt: "created_at", name: "name", type: "mime_type", size: "size" }

/**
 * The folder the indexes lead with: the root is '' rather than null, so "the root's files in this
 * order" is one index range like any folder's (`folder_id is null` is no equality, and PostgreSQL
 * would sort the whole root to page it).
 */
const folderKey = sql<string>`coalesce(folder_id, '')`

/**
 * A folder's contents (null: the root): a page of its files, newest first unless sorted, and all
 * its subfolders by name, both searched by name; null when the folder does not live.
 */
export const websiteFolderContents = async (
  db: ReadDb,
  parentId: string | null,
  request: PageRequest<WebsiteFileSort>,
  after: CursorPosition | null
): Promise<FolderContents | null> => {
  const breadcrumb = parentId === null ? [] : await websiteBreadcrumb(db, parentId)
  if (breadcrumb === null) return null
  const folders = await foldersWhere(db, "parent_id", parentId, request.q)
  let files = db
    .selectFrom("website_files")
    .select(FILE_COLUMNS)
    .where(folderKey, "=", parentId ?? "")
  if (request.q) files = files.where("name", "ilike", containsPattern(request.q))
  const page = await keysetPage(files, request, after, { column: FILE_SORT_COLUMNS[request.sort], idColumn: "id" })
  return { ...page, items: page.items.map(toFileView), folders, breadcrumb }
}

/** One live file as listed; null when deleted or never stored. */
export const websiteFile = async (db: ReadDb, id: string): Promise<FileView | null> => {
  const row = await db.selectFrom("website_files").select(FILE_COLUMNS).where("id", "=", id).executeTakeFirst()
  return row ? toFileView(row) : null
}
