// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import FilesPage from "./FilesPage"

vi.mock("./api/website-files", async (original) => ({
  ...(await original<typeof import("./api/website-files")>()),
  useFolderContents: () => ({
    isPending: false,
    isError: false,
    data: {
      breadcrumb: [],
      folders: [{ id: "f1", name: "Carousel", parentId: null, folderCount: 1, fileCount: 2, createdAt: "2026-11-28T09:00:00.000Z" }],
      files: [
        {
          id: "x1",
          name: "oak.png",
          mimeType: "image/png",
          size: 1536,
          url: "/api/website/files/x1/content",
          folderId: null,
          createdAt: "2026-11-28T09:00:00.000Z"
        }
      ]
    }
  })
}))

afterEach(cleanup)

const FILES_SCREEN: ActionInventory = {
  reads: ["Grid view", "List view", "Root", /^Carousel/, /^oak\.png/, /^Copy URL of /],
  writes: [
    ["New Folder", "createWebsiteFolder"],
    ["Upload Files", "uploadWebsiteFiles"],
    [/^Rename folder /, "editWebsiteFiles"],
    [/^Delete (folder|file) /, "deleteWebsiteFiles"]
  ]
}

describe("Files & Folders offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, () => {
      renderSignedIn(user, <FilesPage />)
      const offered = expectOnlyPermittedActions(user, FILES_SCREEN)
      // moves are drags, not controls: editWebsiteFiles is offered as Rename
      expect(offered).toEqual(permittedOf(user, ["createWebsiteFolder", "uploadWebsiteFiles", "editWebsiteFiles", "deleteWebsiteFiles"]))
    })
  }

  it("a folder says 'N folders, M files' and a file its human size", () => {
    renderSignedIn(usersOfEveryRole()[0]!, <FilesPage />)
    expect(screen.getByText("1 folders, 2 files")).toBeTruthy()
    expect(screen.getByText("1.5 KB")).toBeTruthy()
  })
})
