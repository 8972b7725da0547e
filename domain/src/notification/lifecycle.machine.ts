import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * Notification: raised unread, read once opened; deletion is permanent. The process that raised it
 * may withdraw it (read or not) once what it asked for is settled: gone for good, like a deletion.
 */
export type NotificationLifecycleEvent = { type: "RAISE" } | { type: "READ" } | { type: "DELETE" } | { type: "WITHDRAW" }

export const notificationLifecycle = setup({ types: { events: {} as NotificationLifecycleEvent } }).createMachine({
  id: "notification",
  initial: "absent",
  states: {
    absent: { on: { RAISE: "unread" } },
    unread: { on: { READ: "read", DELETE: "deleted", WITHDRAW: "deleted" } },
    read: { on: { DELETE: "deleted", WITHDRAW: "deleted" } },
    deleted: { type: "final" }
  }
})

export type NotificationMachineState = "absent" | "unread" | "read" | "deleted"

export const nextNotificationState = askLifecycle<typeof notificationLifecycle, NotificationMachineState>(notificationLifecycle)
