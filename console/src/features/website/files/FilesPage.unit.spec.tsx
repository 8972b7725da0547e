// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { EditedRecords, StaleEditMessages, type FolderContents } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import FilesPage from "./FilesPage"

const OAK = {
  id: "x1",
  name: "oak.png",
  mimeType: "image/png",
  size: 1536,
  url: "/api/website/files/x1/content",
  folderId: null,
  createdAt: "2026-11-28T09:00:00.000Z",
  version: "3"
}
const CAROUSEL = { id: "f1", name: "Carousel", parentId: null, folderCount: 1, fileCount: 2, createdAt: "2026-11-28T09:00:00.000Z", version: "2" }

/** The root as the server answers it: one folder, and one page of its files (`total` says how many there are in all). */
const answer = (change: Partial<FolderContents> = {}): FolderContents => ({
  items: [OAK],
  nextCursor: null,
  total: 1,
  folders: [CAROUSEL],
  breadcrumb: [],
  ...change
})
const served = vi.fn(async (_params: Record<string, unknown>) => answer())
vi.mock("./api/website-files", async (original) => ({
  ...(await original<typeof import("./api/website-files")>()),
  fetchFolderContents: (params: Record<string, unknown>) => served(params)
}))

afterEach(() => {
  cleanup()
  served.mockReset()
  served.mockImplementation(async () => answer())
})

const FILES_SCREEN: ActionInventory = {
  reads: ["Grid view", "List view", "Root", /^Carousel/, /^oak\.png/, /^Copy URL of /, "Search files and folders", "Sort by"],
  writes: [
    ["New Folder", "createWebsiteFolder"],
    ["Upload Files", "uploadWebsiteFiles"],
    [/^Rename folder /, "editWebsiteFiles"],
    [/^Delete (folder|file) /, "deleteWebsiteFiles"]
  ]
}

describe("Files & Folders offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, async () => {
      renderSignedIn(user, <FilesPage />)
      await screen.findByText("oak.png", undefined, { timeout: 10_000 })
      const offered = expectOnlyPermittedActions(user, FILES_SCREEN)
      // moves are drags, not controls: editWebsiteFiles is offered as Rename
      expect(offered).toEqual(permittedOf(user, ["createWebsiteFolder", "uploadWebsiteFiles", "editWebsiteFiles", "deleteWebsiteFiles"]))
    })
  }

  it("a folder says 'N folders, M files' and a file its human size", async () => {
    renderSignedIn(usersOfEveryRole()[0]!, <FilesPage />)
    expect(await screen.findByText("1 folders, 2 files", undefined, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByText("1.5 KB")).toBeTruthy()
  })
})

describe("Files & Folders reads a folder's files a page at a time", () => {
  it("when the user searches, then the server is asked for the text (q), and a search that finds nothing is not an empty folder", async () => {
    renderSignedIn(usersOfEveryRole()[2]!, <FilesPage />)
    await screen.findByText("oak.png", undefined, { timeout: 10_000 })
    served.mockImplementation(async () => answer({ items: [], total: 0, folders: [] }))
    fireEvent.change(screen.getByLabelText("Search files and folders"), { target: { value: "teak" } })
    await waitFor(() => expect(served).toHaveBeenCalledWith(expect.objectContaining({ q: "teak" })), { timeout: 5_000 })
    expect(await screen.findByText("Nothing here matches the search")).toBeTruthy()
    expect(screen.queryByText("This folder is empty")).toBeNull()
  })

  it("when the user sorts the list view by Size, then the server is asked for that order, and again for the other way round", async () => {
    renderSignedIn(usersOfEveryRole()[2]!, <FilesPage />)
    await screen.findByText("oak.png", undefined, { timeout: 10_000 })
    expect(served).toHaveBeenLastCalledWith(expect.not.objectContaining({ sort: expect.anything() }))
    fireEvent.click(screen.getByRole("button", { name: "List view" }))
    fireEvent.click(within(screen.getByRole("table", { name: "Files and folders" })).getByText("Size"))
    await waitFor(() => expect(served).toHaveBeenLastCalledWith(expect.objectContaining({ sort: "size", order: "asc" })))
    fireEvent.click(within(screen.getByRole("table", { name: "Files and folders" })).getByText("Size"))
    await waitFor(() => expect(served).toHaveBeenLastCalledWith(expect.objectContaining({ sort: "size", order: "desc" })))
  })

  it("given more files than a page shows, the pager asks the next page with the cursor the first page gave, the folders still beside it", async () => {
    served.mockImplementation(async (params) =>
      params.cursor === "after-oak" ? answer({ items: [{ ...OAK, id: "x2", name: "teak.png" }], total: 51 }) : answer({ nextCursor: "after-oak", total: 51 })
    )
    renderSignedIn(usersOfEveryRole()[2]!, <FilesPage />)
    await screen.findByText("oak.png", undefined, { timeout: 10_000 })
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }))
    expect(await screen.findByText("teak.png")).toBeTruthy()
    expect(served).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: "after-oak", limit: 50 }))
    expect(screen.getByText("Carousel")).toBeTruthy()
  })
})

describe("Files & Folders: a rename made on a folder someone else changed meanwhile", () => {
  const admin = () => usersOfEveryRole().find((user) => user.role === "ADMIN")!
  const renamedMeanwhile = { ...CAROUSEL, name: "Carousel 2026", version: "5" }
  const refused = () =>
    new Response(
      JSON.stringify({
        error: "PreconditionFailed",
        message: StaleEditMessages.changed(EditedRecords.websiteFolder),
        details: { current: renamedMeanwhile, version: "5" }
      }),
      { status: 412, headers: { "content-type": "application/json" } }
    )

  it("given a folder the user opened to rename, when someone renamed it first, then the dialog says so in words, shows what changed, and 'Load the current version' renames on the current one", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => refused())
    vi.stubGlobal("fetch", fetch)
    try {
      renderSignedIn(admin(), <FilesPage />)
      await screen.findByText("oak.png", undefined, { timeout: 10_000 })
      fireEvent.click(screen.getByRole("button", { name: "Rename folder Carousel" }))
      const dialog = await screen.findByRole("dialog", { name: "Rename Folder" })
      fireEvent.change(within(dialog).getByLabelText("Folder Name"), { target: { value: "Slides" } })
      fireEvent.click(within(dialog).getByRole("button", { name: "Rename" }))

      const notice = await within(dialog).findByRole("alert")
      expect(notice.textContent).toContain("This folder was changed by someone else while you were editing.")
      expect(
        within(notice)
          .getAllByRole("listitem")
          .map((item) => item.textContent)
      ).toEqual(["Folder Name: Carousel → Carousel 2026"])
      // the rename carried the version the screen listed
      const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === "PUT")
      expect(new Headers(puts()[0]![1]?.headers).get("if-match")).toBe('"2"')

      fireEvent.click(within(notice).getByRole("button", { name: StaleEditMessages.loadCurrent }))
      await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull())
      expect((within(dialog).getByLabelText("Folder Name") as HTMLInputElement).value).toBe("Carousel 2026")
      fireEvent.click(within(dialog).getByRole("button", { name: "Rename" }))
      await waitFor(() => expect(puts()).toHaveLength(2))
      expect(new Headers(puts()[1]![1]?.headers).get("if-match")).toBe('"5"')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
