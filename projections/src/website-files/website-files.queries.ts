import { websiteFileUrl, type BreadcrumbItem, type FileView, type FolderContents, type FolderView } from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import type { WebsiteFilesTable } from "./website-files.table"

export const toFileView = (row: Pick<WebsiteFilesTable, "id" | "name" | "mime_type" | "size" | "folder_id" | "created_at">): FileView => ({
  id: row.id,
  name: row.name,
  mimeType: row.mime_type,
  size: Number(row.size),
  url: websiteFileUrl(row.id),
  folderId: row.folder_id,
  createdAt: row.created_at
})

const FILE_COLUMNS = ["id", "name", "mime_type", "size", "folder_id", "created_at"] as const

/** One folder as listed, with its counts of subfolders and files; null when it does not live. */
export const websiteFolder = async (db: ReadDb, id: string): Promise<FolderView | null> => (await foldersWhere(db, "id", id))[0] ?? null

const foldersWhere = async (db: ReadDb, column: "id" | "parent_id", value: string | null): Promise<FolderView[]> => {
  const rows = await db
    .selectFrom("website_folders as f")
    .select([
      "f.id",
      "f.name",
      "f.parent_id",
      "f.created_at",
      sql<string>`(select count(*) from website_folders c where c.parent_id = f.id)`.as("folder_count"),
      sql<string>`(select count(*) from website_files x where x.folder_id = f.id)`.as("file_count")
    ])
    .where(`f.${column}`, value === null ? "is" : "=", value)
    .orderBy("f.name")
    .orderBy("f.id")
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    folderCount: Number(row.folder_count),
    fileCount: Number(row.file_count),
    createdAt: row.created_at
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

/** A folder's contents (null: the root): its folders by name, its files newest first; null when the folder does not live. */
export const websiteFolderContents = async (db: ReadDb, parentId: string | null): Promise<FolderContents | null> => {
  const breadcrumb = parentId === null ? [] : await websiteBreadcrumb(db, parentId)
  if (breadcrumb === null) return null
  const folders = await foldersWhere(db, "parent_id", parentId)
  const files = await db
    .selectFrom("website_files")
    .select(FILE_COLUMNS)
    .where("folder_id", parentId === null ? "is" : "=", parentId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute()
  return { folders, files: files.map(toFileView), breadcrumb }
}

/** One live file as listed; null when deleted or never stored. */
export const websiteFile = async (db: ReadDb, id: string): Promise<FileView | null> => {
  const row = await db.selectFrom("website_files").select(FILE_COLUMNS).where("id", "=", id).executeTakeFirst()
  return row ? toFileView(row) : null
}
