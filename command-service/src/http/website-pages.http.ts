import { HttpApiBuilder } from "@effect/platform"
import { EditedRecords, WebsitePageId, WriteApi, type WebsitePage } from "@timber/contracts"
import { WebsitePageDecider, websitePageIdOf, websitePageStream, type WebsitePageState } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type EditedRecord, type Executed } from "../commands/execute"
import { command } from "./command"
import { requirePermission } from "./request-context"

/** Every website-page call is gated by the Website Pages page (a USER by the default template reads only). */
const PAGE = "website-pages" as const

const pageOf = (id: WebsitePageId) => streamOf(WebsitePageDecider, websitePageStream(id))

/** The page as the editor reads it back, from what the command left (its newest version). */
const answerOf = (id: WebsitePageId, { state, trail }: Pick<Executed<WebsitePageState>, "state" | "trail">): WebsitePage => ({
  id,
  name: state.name ?? "",
  slug: state.slug ?? "",
  status: state.status,
  updatedAt: trail.updatedAt,
  version: state.version,
  content: state.versions[state.version - 1] ?? {}
})

/**
 * A page a save is made on: the editor shows the content version it opened (and names versions in its
 * history), so that is the version a save carries (If-Match); a save made on an older one is refused
 * with the page as it is now, and never buries a colleague's version unseen.
 */
const editedPage = (id: WebsitePageId): EditedRecord<WebsitePageState> => ({
  ref: pageOf(id),
  subject: EditedRecords.websitePage,
  versionOf: (state) => (state.version > 0 ? String(state.version) : null),
  current: (record) => Effect.succeed(answerOf(id, record))
})

/**
 * Website pages. A page's id is its slug, so two editors creating the
 * coming-soon page at once decide on one stream: one creates it, the other is told it exists.
 */
export const WebsitePageCommandsLive = HttpApiBuilder.group(WriteApi, "websitePageCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission(PAGE, "create")
        const pageId = WebsitePageId.make(websitePageIdOf(payload.slug))
        const ref = pageOf(pageId)
        const outcome = yield* command((streams) =>
          streams.decide(ref, {
            _tag: "CreateWebsitePage",
            pageId,
            name: payload.name,
            slug: payload.slug,
            // a newly created page is saved as published (spec section 4)
            status: payload.status ?? "published",
            content: payload.content,
            by: user.email
          })
        )
        return answerOf(pageId, outcome.executed(ref))
      })
    )
    .handle("save", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission(PAGE, "edit")
        const pageId = WebsitePageId.make(path.id)
        const ref = pageOf(pageId)
        const outcome = yield* command(
          (streams) =>
            Effect.gen(function* () {
              yield* streams.decide(ref, { _tag: "SaveWebsitePageContent", pageId, content: payload.content, by: user.email })
              if (payload.status !== undefined) yield* streams.decide(ref, { _tag: "ChangeWebsitePageStatus", pageId, status: payload.status, by: user.email })
            }),
          editedPage(pageId)
        )
        return answerOf(pageId, outcome.executed(ref))
      })
    )
    .handle("restore", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission(PAGE, "edit")
        const pageId = WebsitePageId.make(path.id)
        const ref = pageOf(pageId)
        const outcome = yield* command((streams) => streams.decide(ref, { _tag: "RestoreWebsitePageVersion", pageId, version: path.version, by: user.email }))
        return answerOf(pageId, outcome.executed(ref))
      })
    )
)
