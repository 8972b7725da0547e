import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/** Notification: raised unread, read once opened; deletion is permanent. */
export type NotificationLifecycleEvent = { type: "RAISE" } | { type: "READ" } | { type: "DELETE" }

export const notificationLifecycle = setup({ types: { events: {} as NotificationLifecycleEvent } }).createMachine({
  id: "notification",
  initial: "absent",
  states: {
    absent: { on: { RAISE: "unread" } },
    unread: { on: { READ: "read", DELETE: "deleted" } },
    read: { on: { DELETE: "deleted" } },
    deleted: { type: "final" }
  }
})

export type NotificationMachineState = "absent" | "unread" | "read" | "deleted"

export const nextNotificationState = askLifecycle<typeof notificationLifecycle, NotificationMachineState>(notificationLifecycle)
