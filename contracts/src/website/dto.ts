import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { boundedText, nonBlankText, requiredText } from "../shared/fields"
import { Page, pageParams } from "../shared/page"
import { ComingSoonContent } from "./content"
import { WebsitePageStatus } from "./events"
import { WebsitePageMessages } from "./messages"

/** POST /api/website/pages (spec section 7): the editor sends it when the coming-soon page is absent. */
export const CreateWebsitePagePayload = Schema.Struct({
  name: requiredText("Page name", WebsitePageMessages.nameRequired, Bounds.text.name),
  slug: Schema.propertySignature(
    nonBlankText("Slug", WebsitePageMessages.slugRequired, Bounds.text.name).pipe(
      Schema.filter((s) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s.trim()), { message: () => WebsitePageMessages.slugFormat })
    )
  ).annotations({ missingMessage: () => WebsitePageMessages.slugRequired }),
  content: ComingSoonContent,
  status: Schema.optional(WebsitePageStatus)
})
export type CreateWebsitePagePayload = typeof CreateWebsitePagePayload.Type

/** PUT /api/website/pages/{id}: the content (a new version), and optionally the status. */
export const SaveWebsitePagePayload = Schema.Struct({ content: ComingSoonContent, status: Schema.optional(WebsitePageStatus) })
export type SaveWebsitePagePayload = typeof SaveWebsitePagePayload.Type

/** A row of the Website Pages list. */
export const WebsitePageSummary = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  status: Schema.String,
  updatedAt: Schema.String
})
export type WebsitePageSummary = typeof WebsitePageSummary.Type

/** The Website Pages list's sorts (by name unless another is asked). */
export const WEBSITE_PAGE_SORTS = ["name", "slug", "status", "updatedAt"] as const
export type WebsitePageSort = (typeof WEBSITE_PAGE_SORTS)[number]

/** GET /api/website/pages: a page of the list, searched (`q`) in the name and slug. */
export const WebsitePageListParams = Schema.Struct({ ...pageParams(WEBSITE_PAGE_SORTS) })
export type WebsitePageListParams = typeof WebsitePageListParams.Type

export const WebsitePageSummaryPage = Page(WebsitePageSummary)
export type WebsitePageSummaryPage = typeof WebsitePageSummaryPage.Type

/** GET /api/website/pages/slug/{slug}: the page with its content as saved (no defaults filled). */
export const WebsitePage = Schema.Struct({
  ...WebsitePageSummary.fields,
  version: Schema.Int,
  content: ComingSoonContent
})
export type WebsitePage = typeof WebsitePage.Type

/** One version in the editor's history: who saved it and when, and whether it restored another. */
export const WebsitePageVersionSummary = Schema.Struct({
  version: Schema.Int,
  kind: Schema.Literal("created", "saved", "restored"),
  restoredFrom: Schema.NullOr(Schema.Int),
  savedBy: Schema.String,
  savedAt: Schema.String
})
export type WebsitePageVersionSummary = typeof WebsitePageVersionSummary.Type

export const WebsitePageVersion = Schema.Struct({ ...WebsitePageVersionSummary.fields, content: ComingSoonContent })
export type WebsitePageVersion = typeof WebsitePageVersion.Type

export const SlugPath = Schema.Struct({ slug: boundedText("Slug", Bounds.text.name) })
