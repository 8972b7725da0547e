import { COMING_SOON_NAME, COMING_SOON_SLUG, type WebsitePageSummary } from "@timber/contracts"

/** What the list shows when the pages can't be loaded (spec section 2): one built-in published page, the coming-soon one. */
export const BUILT_IN_PAGE: WebsitePageSummary = {
  id: COMING_SOON_SLUG,
  name: COMING_SOON_NAME,
  slug: COMING_SOON_SLUG,
  status: "published",
  updatedAt: new Date(0).toISOString()
}
