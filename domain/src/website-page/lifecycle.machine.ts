import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * A website page: created (published by default, spec section 4), then saved, restored, published
 * or drafted any number of times. There is no delete: the public page always has a page behind it.
 */
export type WebsitePageLifecycleEvent = { type: "CREATE_PUBLISHED" } | { type: "CREATE_DRAFT" } | { type: "SAVE" } | { type: "PUBLISH" } | { type: "DRAFT" }

export const websitePageLifecycle = setup({ types: { events: {} as WebsitePageLifecycleEvent } }).createMachine({
  id: "websitePage",
  initial: "absent",
  states: {
    absent: { on: { CREATE_PUBLISHED: "published", CREATE_DRAFT: "draft" } },
    published: { on: { SAVE: "published", DRAFT: "draft" } },
    draft: { on: { SAVE: "draft", PUBLISH: "published" } }
  }
})

export type WebsitePageMachineState = "absent" | "published" | "draft"

export const nextWebsitePageState = askLifecycle<typeof websitePageLifecycle, WebsitePageMachineState>(websitePageLifecycle)
