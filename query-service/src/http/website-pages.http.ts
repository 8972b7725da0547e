import { HttpApiBuilder } from "@effect/platform"
import { COMING_SOON_SLUG, NotFound, ReadApi, WebsitePageMessages, withComingSoonDefaults } from "@timber/contracts"
import { findWebsitePageBySlug, findWebsitePageVersion, pageWebsitePages, listWebsitePageVersions, websitePageExists } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"

/** Every staff read of the website pages needs the Website Pages page's read. */
const mayRead = requireAny(["website-pages", "read"])

const notFound = new NotFound({ message: WebsitePageMessages.notFound })

export const WebsitePagesLive = HttpApiBuilder.group(ReadApi, "websitePages", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* mayRead
        const { request, after } = yield* readPage(urlParams, { sort: "name", order: "asc" })
        return yield* pagedQuery(({ db }) => pageWebsitePages(db, request, after))
      })
    )
    .handle("bySlug", ({ path }) =>
      Effect.gen(function* () {
        yield* mayRead
        const page = yield* query(({ db }) => findWebsitePageBySlug(db, path.slug))
        if (!page) return yield* notFound
        return page
      })
    )
    .handle("versions", ({ path }) =>
      Effect.gen(function* () {
        yield* mayRead
        if (!(yield* query(({ db }) => websitePageExists(db, path.id)))) return yield* notFound
        return yield* query(({ db }) => listWebsitePageVersions(db, path.id))
      })
    )
    .handle("version", ({ path }) =>
      Effect.gen(function* () {
        yield* mayRead
        const found = yield* query(({ db }) => findWebsitePageVersion(db, path.id, path.version))
        if (!found) return yield* new NotFound({ message: WebsitePageMessages.versionNotFound })
        return found
      })
    )
)

/**
 * The public page's content (no sign-in): the coming-soon page's newest version with every section 3
 * default filled; the defaults alone before anyone saved the page, so a fresh install shows a page.
 */
export const PublicWebsiteLive = HttpApiBuilder.group(ReadApi, "publicWebsite", (h) =>
  h.handle("comingSoon", () =>
    Effect.map(
      query(({ db }) => findWebsitePageBySlug(db, COMING_SOON_SLUG)),
      (page) => withComingSoonDefaults(page?.content)
    )
  )
)
