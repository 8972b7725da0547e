import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { ComingSoonContent } from "./content"
import { WebsitePageId } from "./id"

export const WebsitePageStatus = Schema.Literal("published", "draft")
export type WebsitePageStatus = typeof WebsitePageStatus.Type

/** A page was created (version 1 of its content); a new page is published (spec section 4). */
export const WebsitePageCreated = Schema.TaggedStruct("WebsitePageCreated", {
  pageId: WebsitePageId,
  name: Schema.String,
  slug: Schema.String,
  status: WebsitePageStatus,
  content: ComingSoonContent,
  version: Schema.Int,
  savedBy: Schema.String
})
/** An editor saved the page's content: a new version, every earlier one kept in the log. */
export const WebsitePageContentSaved = Schema.TaggedStruct("WebsitePageContentSaved", {
  pageId: WebsitePageId,
  content: ComingSoonContent,
  version: Schema.Int,
  savedBy: Schema.String
})
/** An editor brought an earlier version back: its content becomes a new version. */
export const WebsitePageVersionRestored = Schema.TaggedStruct("WebsitePageVersionRestored", {
  pageId: WebsitePageId,
  content: ComingSoonContent,
  version: Schema.Int,
  restoredFrom: Schema.Int,
  savedBy: Schema.String
})
/** The page was published or taken back to a draft. */
export const WebsitePageStatusChanged = Schema.TaggedStruct("WebsitePageStatusChanged", {
  pageId: WebsitePageId,
  status: WebsitePageStatus,
  changedBy: Schema.String
})

export const WebsitePageEvent = Schema.Union(WebsitePageCreated, WebsitePageContentSaved, WebsitePageVersionRestored, WebsitePageStatusChanged)
export type WebsitePageEvent = typeof WebsitePageEvent.Type
export const WEBSITE_PAGE_EVENT_TYPES = eventTypesOf(WebsitePageEvent)
