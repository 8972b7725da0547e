// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { BackupMessages, IDLE_BACKUP_RUN, SETTINGS_DEFAULTS, type Backup, type BackupList, type BackupRun } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt, renderSignedIn, testUser } from "../../../../testing/render"
import AdminSettingsPage from "../AdminSettingsPage"
import { BackupsCard } from "./BackupsCard"

/** The backups as the tab reads them, what "Back up now" was asked, and what was downloaded. */
const server = vi.hoisted(() => ({
  list: null as BackupList | null,
  started: 0,
  pending: false,
  downloaded: [] as string[]
}))
vi.mock("./backups-api", () => ({
  useBackups: () => ({ data: server.list ?? undefined, isLoading: server.list === null, isError: false, error: null }),
  useBackUpNow: () => ({ mutate: () => void (server.started += 1), isPending: server.pending, reset: () => undefined }),
  downloadBackup: async (backup: Backup) => void server.downloaded.push(backup.name)
}))
const { idleMutation } = vi.hoisted(() => ({
  idleMutation: () => ({ mutate: () => undefined, mutateAsync: async () => undefined, reset: () => undefined, isPending: false, error: null })
}))
vi.mock("../api/administration", () => ({
  settingsKey: ["settings"],
  usersKey: ["users", "all"],
  rolesKey: ["roles"],
  useCreateUser: idleMutation,
  useUpdateUser: idleMutation,
  useUnlockUser: idleMutation,
  useCreateRole: idleMutation,
  useDeleteRole: idleMutation,
  useSettings: () => ({ data: { ...SETTINGS_DEFAULTS, smtpPasswordSet: false, updatedAt: null, version: "1" }, isError: false, isLoading: false }),
  useSaveSettings: idleMutation,
  useUsers: () => ({ data: [], isLoading: false, isError: false }),
  useRoles: () => ({ data: [], isLoading: false, isError: false })
}))
afterEach(() => {
  cleanup()
  server.list = null
  server.started = 0
  server.pending = false
  server.downloaded = []
})

const backup = (name: string, overrides: Partial<Backup> = {}): Backup => ({
  name,
  takenAt: "2026-12-07T02:00:00.000Z",
  sizeBytes: 1_572_864,
  position: "4821",
  events: 310,
  ...overrides
})
const listing = (backups: ReadonlyArray<Backup>, run: BackupRun = IDLE_BACKUP_RUN): BackupList => ({ backups, run, directory: "/srv/timber/data/backups" })

describe("the Backups tab", () => {
  it("given two backups, then each shows its size and position, newest first, and its Download hands that backup to the browser", () => {
    server.list = listing([backup("b-2.tar.gz", { position: "9000", sizeBytes: 2048 }), backup("b-1.tar.gz")])
    renderAt(<BackupsCard />)
    const rows = screen.getAllByRole("row").slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("gridcell")
          .slice(1, 3)
          .map((cell) => cell.textContent)
      )
    ).toEqual([
      ["2.00 KB", "9000"],
      ["1.50 MB", "4821"]
    ])
    fireEvent.click(screen.getByRole("button", { name: "Download b-1.tar.gz" }))
    expect(server.downloaded).toEqual(["b-1.tar.gz"])
  })

  it("given a backup running at 40 %, then the bar shows 40 % and what it copies, and Back up now waits for it", () => {
    server.list = listing([], {
      ...IDLE_BACKUP_RUN,
      state: "running",
      startedBy: "admin@timber.works",
      startedAt: "2026-12-07T10:00:00.000Z",
      progress: 0.4,
      step: "Events"
    })
    renderAt(<BackupsCard />)
    const bar = screen.getAllByRole("progressbar").find((element) => element.getAttribute("aria-valuenow") !== null)
    expect(bar?.getAttribute("aria-valuenow")).toBe("40")
    expect(screen.getByText("Events: 40%")).toBeTruthy()
    const button = screen.getByRole("button", { name: "Backing up..." }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })

  it("given no backup running, when Back up now is clicked, then one backup is asked for", () => {
    server.list = listing([])
    renderAt(<BackupsCard />)
    expect(screen.getByText(BackupMessages.empty)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Back up now" }))
    expect(server.started).toBe(1)
  })

  it("given the last backup failed, then its reason is shown in words", () => {
    server.list = listing([], {
      ...IDLE_BACKUP_RUN,
      state: "failed",
      startedAt: "2026-12-07T10:00:00.000Z",
      failure: BackupMessages.failed("the disk is full")
    })
    renderAt(<BackupsCard />)
    expect(screen.getByRole("alert").textContent).toBe("The backup failed: the disk is full")
  })
})

describe("Admin Settings' tabs", () => {
  it("an ADMIN sees a Backups tab with the daily schedule and the list; a USER with admin-settings sees only Users", () => {
    server.list = listing([])
    renderSignedIn(testUser("ADMIN"), <AdminSettingsPage />)
    fireEvent.click(screen.getByRole("tab", { name: "Backups" }))
    expect(screen.getByLabelText(/Back up every day/)).toBeTruthy()
    expect((screen.getByLabelText(/Backup time/) as HTMLInputElement).value).toBe("02:00")
    expect((screen.getByLabelText(/Backups kept/) as HTMLInputElement).value).toBe("7")
    expect(screen.getByRole("button", { name: "Back up now" })).toBeTruthy()
    cleanup()

    renderSignedIn(testUser("USER"), <AdminSettingsPage />)
    expect(screen.queryByRole("tab", { name: "Backups" })).toBeNull()
  })
})
