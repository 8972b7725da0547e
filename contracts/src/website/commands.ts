import type { ComingSoonContent } from "./content"
import type { WebsitePageStatus } from "./events"
import type { WebsitePageId } from "./id"

export interface CreateWebsitePage {
  readonly _tag: "CreateWebsitePage"
  readonly pageId: WebsitePageId
  readonly name: string
  readonly slug: string
  readonly status: WebsitePageStatus
  readonly content: ComingSoonContent
  readonly by: string
}
export interface SaveWebsitePageContent {
  readonly _tag: "SaveWebsitePageContent"
  readonly pageId: WebsitePageId
  readonly content: ComingSoonContent
  readonly by: string
}
export interface RestoreWebsitePageVersion {
  readonly _tag: "RestoreWebsitePageVersion"
  readonly pageId: WebsitePageId
  readonly version: number
  readonly by: string
}
export interface ChangeWebsitePageStatus {
  readonly _tag: "ChangeWebsitePageStatus"
  readonly pageId: WebsitePageId
  readonly status: WebsitePageStatus
  readonly by: string
}
export type WebsitePageCommand = CreateWebsitePage | SaveWebsitePageContent | RestoreWebsitePageVersion | ChangeWebsitePageStatus
