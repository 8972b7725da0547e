import {
  WebsitePageContentSaved,
  WebsitePageCreated,
  WebsitePageEvent,
  WebsitePageId,
  WebsitePageStatusChanged,
  WebsitePageVersionRestored
} from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { websitePagesProjection } from "./website-pages.projection"

const page = eventsOf(WebsitePageEvent)
const pageId = WebsitePageId.make("coming-soon")
const first = { mainTitle: "Crafting Visions in Wood" }
const second = { mainTitle: "Hand-made in Arusha", carouselImages: [{ src: "/files/a.webp", alt: "A chair" }] }
const created = page(
  WebsitePageCreated.make({
    pageId,
    name: "Coming Soon Page",
    slug: "coming-soon",
    status: "published",
    content: first,
    version: 1,
    savedBy: "admin@timber.works"
  })
)
const saved = page(WebsitePageContentSaved.make({ pageId, content: second, version: 2, savedBy: "editor@timber.works" }))
const restored = page(WebsitePageVersionRestored.make({ pageId, content: first, version: 3, restoredFrom: 1, savedBy: "boss@timber.works" }))

describeProjection(websitePagesProjection, (spec) => {
  it("given a page created, then it is listed published at version 1 with its content, and version 1 is in its history", async () => {
    await spec.given(created).then({
      website_pages: [
        {
          id: "coming-soon",
          name: "Coming Soon Page",
          slug: "coming-soon",
          status: "published",
          version: 1,
          content: first,
          updated_at: at(0),
          updated_by: "admin@timber.works"
        }
      ],
      website_page_versions: [
        {
          id: "coming-soon:1",
          page_id: "coming-soon",
          version: 1,
          kind: "created",
          restored_from: null,
          content: first,
          saved_at: at(0),
          saved_by: "admin@timber.works"
        }
      ]
    })
  })

  it("given it saved and then version 1 restored, then the page shows version 1's content as version 3, and every version is kept with who and when", async () => {
    await spec.given(created, saved, restored).then({
      website_pages: [{ id: "coming-soon", version: 3, content: first, updated_at: at(2), updated_by: "boss@timber.works" }],
      website_page_versions: [
        { id: "coming-soon:1", version: 1, kind: "created", content: first },
        { id: "coming-soon:2", version: 2, kind: "saved", restored_from: null, content: second, saved_at: at(1), saved_by: "editor@timber.works" },
        { id: "coming-soon:3", version: 3, kind: "restored", restored_from: 1, content: first, saved_at: at(2), saved_by: "boss@timber.works" }
      ]
    })
  })

  it("given it set to draft, then the list shows it as a draft and the content is untouched", async () => {
    await spec.given(created, saved, page(WebsitePageStatusChanged.make({ pageId, status: "draft", changedBy: "boss@timber.works" }))).then({
      website_pages: [{ id: "coming-soon", status: "draft", version: 2, content: second, updated_at: at(2), updated_by: "boss@timber.works" }],
      website_page_versions: [{ id: "coming-soon:1" }, { id: "coming-soon:2" }]
    })
  })
})
