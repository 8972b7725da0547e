/** A website page as the list and the editor read it: its newest version's content. */
export interface WebsitePagesTable {
  /** the page's id: its slug (domain websitePageIdOf) */
  id: string
  name: string
  slug: string
  status: string
  /** the newest version's number */
  version: number
  /** jsonb: the newest version's content as saved (contracts `ComingSoonContent`; no defaults filled) */
  content: unknown
  updated_at: string
  updated_by: string
}

/** Every version of every page: the editor's history, and what a restore shows before it is made. */
export interface WebsitePageVersionsTable {
  /** `${page_id}:${version}` */
  id: string
  page_id: string
  version: number
  /** created, saved or restored */
  kind: string
  restored_from: number | null
  /** jsonb: the content of this version */
  content: unknown
  saved_at: string
  saved_by: string
}
