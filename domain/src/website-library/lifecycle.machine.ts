import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * A folder of the file manager (administration spec section 4 "File or folder moves"): created,
 * renamed and moved while it lives; deleted once, with everything under it.
 */
export type WebsiteFolderLifecycleEvent = { type: "CREATE" } | { type: "RENAME" } | { type: "MOVE" } | { type: "DELETE" }

export const websiteFolderLifecycle = setup({ types: { events: {} as WebsiteFolderLifecycleEvent } }).createMachine({
  id: "websiteFolder",
  initial: "absent",
  states: {
    absent: { on: { CREATE: "live" } },
    live: { on: { RENAME: "live", MOVE: "live", DELETE: "deleted" } },
    deleted: {}
  }
})
export type WebsiteFolderMachineState = "absent" | "live" | "deleted"
export const nextWebsiteFolderState = askLifecycle<typeof websiteFolderLifecycle, WebsiteFolderMachineState>(websiteFolderLifecycle)

/** A stored file: uploaded, moved between folders, deleted (on its own or with its folder). */
export type WebsiteFileLifecycleEvent = { type: "UPLOAD" } | { type: "MOVE" } | { type: "DELETE" }

export const websiteFileLifecycle = setup({ types: { events: {} as WebsiteFileLifecycleEvent } }).createMachine({
  id: "websiteFile",
  initial: "absent",
  states: {
    absent: { on: { UPLOAD: "stored" } },
    stored: { on: { MOVE: "stored", DELETE: "deleted" } },
    deleted: {}
  }
})
export type WebsiteFileMachineState = "absent" | "stored" | "deleted"
export const nextWebsiteFileState = askLifecycle<typeof websiteFileLifecycle, WebsiteFileMachineState>(websiteFileLifecycle)
