import { WebsitePageId, WebsitePageMessages, type WebsitePageCommand, type WebsitePageEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { WebsitePageDecider } from "./decider"
import { websitePageLifecycle, type WebsitePageLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(WebsitePageDecider)
const pageId = WebsitePageId.make("coming-soon")
const by = "editor@timber.works"
const first = { mainTitle: "Crafting Visions in Wood" }
const second = { mainTitle: "Hand-made in Arusha", carouselImages: [{ src: "/files/a.webp", alt: "A chair" }] }
const created: WebsitePageEvent = {
  _tag: "WebsitePageCreated",
  pageId,
  name: "Coming Soon Page",
  slug: "coming-soon",
  status: "published",
  content: first,
  version: 1,
  savedBy: by
}
const saved: WebsitePageEvent = { _tag: "WebsitePageContentSaved", pageId, content: second, version: 2, savedBy: by }

describe("website page", () => {
  it("given nothing, when the coming-soon page is created, then it is version 1 and published with who created it", () =>
    spec
      .given([])
      .when({ _tag: "CreateWebsitePage", pageId, name: " Coming Soon Page ", slug: "coming-soon", status: "published", content: first, by })
      .then([created]))

  it("given a page, when it is created again (a second editor at once), then 'A page with this slug already exists' and no twin", () =>
    spec
      .given([created])
      .when({ _tag: "CreateWebsitePage", pageId, name: "Coming Soon Page", slug: "coming-soon", status: "published", content: second, by })
      .thenError("Conflict", WebsitePageMessages.slugTaken))

  it("given a page at version 1, when content is saved, then version 2 holds the new content", () =>
    spec.given([created]).when({ _tag: "SaveWebsitePageContent", pageId, content: second, by }).then([saved]))

  it("given a page at version 2, when the same content is saved again, then it is still a new version (each save is kept)", () =>
    spec
      .given([created, saved])
      .when({ _tag: "SaveWebsitePageContent", pageId, content: second, by: "b@timber.works" })
      .then([{ _tag: "WebsitePageContentSaved", pageId, content: second, version: 3, savedBy: "b@timber.works" }]))

  it("given versions 1 and 2, when version 1 is restored, then version 3 carries version 1's content and says where it came from", () =>
    spec
      .given([created, saved])
      .when({ _tag: "RestoreWebsitePageVersion", pageId, version: 1, by })
      .then([{ _tag: "WebsitePageVersionRestored", pageId, content: first, version: 3, restoredFrom: 1, savedBy: by }]))

  it("given a restore made version 3, when version 3 is restored, then version 4 has version 1's content again", () =>
    spec
      .given([created, saved, { _tag: "WebsitePageVersionRestored", pageId, content: first, version: 3, restoredFrom: 1, savedBy: by }])
      .when({ _tag: "RestoreWebsitePageVersion", pageId, version: 3, by })
      .then([{ _tag: "WebsitePageVersionRestored", pageId, content: first, version: 4, restoredFrom: 3, savedBy: by }]))

  it("given versions 1 and 2, when version 7 is restored, then 'That version of the page does not exist'", () =>
    spec.given([created, saved]).when({ _tag: "RestoreWebsitePageVersion", pageId, version: 7, by }).thenError("NotFound", WebsitePageMessages.versionNotFound))

  it("given nothing, when content is saved, then 'Website page not found'", () =>
    spec.given([]).when({ _tag: "SaveWebsitePageContent", pageId, content: first, by }).thenError("NotFound", WebsitePageMessages.notFound))

  it("given a published page, when it is set to draft, then the status changes; set to draft again, nothing", () => {
    spec
      .given([created])
      .when({ _tag: "ChangeWebsitePageStatus", pageId, status: "draft", by })
      .then([{ _tag: "WebsitePageStatusChanged", pageId, status: "draft", changedBy: by }])
    spec
      .given([created, { _tag: "WebsitePageStatusChanged", pageId, status: "draft", changedBy: by }])
      .when({ _tag: "ChangeWebsitePageStatus", pageId, status: "draft", by })
      .then([])
  })

  it("the aggregate and its lifecycle machine agree on every path", () =>
    expectAggregateAgreesWithMachine({
      machine: websitePageLifecycle,
      decider: WebsitePageDecider,
      events: [{ type: "CREATE_PUBLISHED" }, { type: "CREATE_DRAFT" }, { type: "SAVE" }, { type: "PUBLISH" }, { type: "DRAFT" }] as WebsitePageLifecycleEvent[],
      commandFor: (e): WebsitePageCommand => {
        switch (e.type) {
          case "CREATE_PUBLISHED":
          case "CREATE_DRAFT":
            return { _tag: "CreateWebsitePage", pageId, name: "P", slug: "p", status: e.type === "CREATE_DRAFT" ? "draft" : "published", content: {}, by }
          case "SAVE":
            return { _tag: "SaveWebsitePageContent", pageId, content: first, by }
          case "PUBLISH":
            return { _tag: "ChangeWebsitePageStatus", pageId, status: "published", by }
          case "DRAFT":
            return { _tag: "ChangeWebsitePageStatus", pageId, status: "draft", by }
        }
      },
      stateOf: (s) => s.status
    }))
})
