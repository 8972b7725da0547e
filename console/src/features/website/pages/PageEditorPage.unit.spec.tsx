// @vitest-environment jsdom
import { cleanup } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import PageEditorPage from "./PageEditorPage"

// one answer object for every render, as TanStack Query gives (a new one each time would refill the form forever)
const { page, versions, idle } = vi.hoisted(() => ({
  page: {
    data: {
      id: "coming-soon",
      name: "Coming Soon Page",
      slug: "coming-soon",
      status: "published",
      updatedAt: "2026-11-28T10:00:00.000Z",
      version: 2,
      content: { mainTitle: "Hand-made", carouselImages: [{ src: "/carousel/oak-dining-table.svg", alt: "Oak" }] }
    },
    isPending: false
  },
  versions: {
    data: [
      { version: 2, kind: "saved", restoredFrom: null, savedBy: "a@timber.works", savedAt: "2026-11-28T10:00:00.000Z" },
      { version: 1, kind: "created", restoredFrom: null, savedBy: "a@timber.works", savedAt: "2026-11-27T10:00:00.000Z" }
    ],
    isPending: false
  },
  idle: { mutate: () => undefined, isPending: false }
}))
vi.mock("./api/pages", async (original) => ({
  ...(await original<typeof import("./api/pages")>()),
  useComingSoonPage: () => page,
  useVersions: () => versions,
  useSavePage: () => idle,
  useRestoreVersion: () => idle
}))

afterEach(cleanup)

const EDITOR: ActionInventory = {
  reads: ["Back", "Preview", /^Show version /],
  writes: [
    ["Save Changes", "editWebsitePage"],
    ["Add Image", "editWebsitePage"],
    [/^Delete Image /, "editWebsitePage"],
    ["Browse Files", "editWebsitePage"],
    ["Upload New", "uploadWebsiteImage"],
    [/^Restore version /, "editWebsitePage"]
  ]
}

describe("the page editor offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, () => {
      renderSignedIn(user, <PageEditorPage />)
      const offered = expectOnlyPermittedActions(user, EDITOR)
      expect(offered).toEqual(permittedOf(user, ["editWebsitePage", "uploadWebsiteImage"]))
    })
  }
})
