import {
  Conflict,
  NotFound,
  WebsitePageEvent,
  WebsitePageMessages,
  type ComingSoonContent,
  type WebsitePageCommand,
  type WebsitePageId
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { nextWebsitePageState, type WebsitePageLifecycleEvent, type WebsitePageMachineState } from "./lifecycle.machine"

export interface WebsitePageState {
  readonly status: WebsitePageMachineState
  readonly name: string | null
  readonly slug: string | null
  /** The newest version's number; 0 before the page exists. */
  readonly version: number
  /** Every version's content by number (1 is the created page's): a restore takes one of them. */
  readonly versions: ReadonlyArray<ComingSoonContent>
}

export const websitePageStream = (id: WebsitePageId | string) => `WebsitePage-${id}`

/**
 * A page's id is its slug: two editors creating the coming-soon page at once meet on one stream,
 * and the second is refused by its expected revision rather than making a twin (README decision).
 */
export const websitePageIdOf = (slug: string) => slug.trim()

const allowed = (state: WebsitePageState, event: WebsitePageLifecycleEvent): Effect.Effect<void, NotFound | Conflict> => {
  if (nextWebsitePageState(state.status, event) !== null) return Effect.void
  if (state.status === "absent") return Effect.fail(new NotFound({ message: WebsitePageMessages.notFound }))
  return Effect.fail(new Conflict({ message: WebsitePageMessages.slugTaken }))
}

export const WebsitePageDecider: Decider<WebsitePageCommand, WebsitePageEvent, WebsitePageState> = {
  events: WebsitePageEvent,
  initialState: { status: "absent", name: null, slug: null, version: 0, versions: [] },
  evolve: (state, event) => {
    switch (event._tag) {
      case "WebsitePageCreated":
        return { status: event.status, name: event.name, slug: event.slug, version: event.version, versions: [event.content] }
      case "WebsitePageContentSaved":
      case "WebsitePageVersionRestored":
        return { ...state, version: event.version, versions: [...state.versions, event.content] }
      case "WebsitePageStatusChanged":
        return { ...state, status: event.status }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "CreateWebsitePage":
        return Effect.as(allowed(state, { type: command.status === "draft" ? "CREATE_DRAFT" : "CREATE_PUBLISHED" }), [
          {
            _tag: "WebsitePageCreated" as const,
            pageId: command.pageId,
            name: command.name.trim(),
            slug: command.slug.trim(),
            status: command.status,
            content: command.content,
            version: 1,
            savedBy: command.by
          }
        ])
      case "SaveWebsitePageContent":
        // every save is a version, even one that changed nothing: the editor pressed Save and expects to see it listed
        return Effect.as(allowed(state, { type: "SAVE" }), [
          { _tag: "WebsitePageContentSaved" as const, pageId: command.pageId, content: command.content, version: state.version + 1, savedBy: command.by }
        ])
      case "RestoreWebsitePageVersion":
        return Effect.gen(function* () {
          yield* allowed(state, { type: "SAVE" })
          const content = state.versions[command.version - 1]
          if (content === undefined) return yield* new NotFound({ message: WebsitePageMessages.versionNotFound })
          return [
            {
              _tag: "WebsitePageVersionRestored" as const,
              pageId: command.pageId,
              content,
              version: state.version + 1,
              restoredFrom: command.version,
              savedBy: command.by
            }
          ]
        })
      case "ChangeWebsitePageStatus":
        if (state.status === command.status) return Effect.succeed([])
        return Effect.as(allowed(state, { type: command.status === "published" ? "PUBLISH" : "DRAFT" }), [
          { _tag: "WebsitePageStatusChanged" as const, pageId: command.pageId, status: command.status, changedBy: command.by }
        ])
      default:
        return absurd(command)
    }
  }
}
