import {
  AssetAssigned,
  AssetEvent,
  AssetMaintenanceDue,
  AssetReturned,
  NotificationId,
  NotificationRaised,
  UserDeactivated,
  UserEvent,
  UserId,
  UserRegistered
} from "@timber/contracts"
import { assetStream, notificationStream, userStream } from "@timber/domain"
import { PLANER_ID, planerRegistered } from "@timber/domain/testing/registered-planer"
import { describe, it } from "vitest"
import { uuidV5 } from "../commands/ids"
import { maintenanceRemindersProcess } from "./maintenance-reminders.process"
import { ADMIN } from "./testing/fixtures"
import { eventsOf, processSpec, tickSpec } from "./testing/process-spec"

const onEvent = processSpec(maintenanceRemindersProcess)
const onTick = tickSpec(maintenanceRemindersProcess)
const asset = eventsOf(AssetEvent)
const user = eventsOf(UserEvent)

const A1 = PLANER_ID
const ASSET = assetStream(A1)
const planer = asset(ASSET, planerRegistered)
const due = (day: string | null, at?: string) => asset(ASSET, AssetMaintenanceDue.make({ assetId: A1, nextDueDate: day }), at ? { at } : {})
const registered = (id: string, role: string) =>
  user(
    userStream(UserId.make(id)),
    UserRegistered.make({ userId: UserId.make(id), email: `${id}@timber.test`, firstName: id, lastName: "T", role, isActive: true, permissions: null }),
    { by: ADMIN }
  )
/** A manager (the MANAGER template edits assets-items), a plain user (it does not), and the worker the planer is lent to. */
const manager = registered("u-manager", "MANAGER")
const worker = registered("u-worker", "USER")
const lentToWorker = asset(
  ASSET,
  AssetAssigned.make({
    assetId: A1,
    assignedToUserId: UserId.make("u-worker"),
    assignedToTeam: null,
    assignedToProject: null,
    assignmentDate: "2026-02-01T08:00:00.000Z",
    assignedBy: "Asha",
    notes: null
  })
)

const reminder = (kind: "due" | "overdue", userId: string, dueDate: string, message: string) => {
  const notificationId = NotificationId.make(uuidV5(`maintenance-reminder|a-1|${dueDate}|${kind}|${userId}`))
  return {
    [notificationStream(notificationId)]: [
      NotificationRaised.make({
        notificationId,
        userId: UserId.make(userId),
        type: kind === "due" ? "MAINTENANCE_DUE" : "MAINTENANCE_OVERDUE",
        title: kind === "due" ? "Maintenance due" : "Maintenance overdue",
        message,
        linkUrl: "/dashboard/assets/a-1"
      })
    ]
  }
}
const DUE_TODAY = "UD-0001 Planer: recurring maintenance is due today (Feb 28, 2026)"
const OVERDUE = "UD-0001 Planer: recurring maintenance was due on Feb 28, 2026 and is overdue"

describe("maintenance reminders: the tick", () => {
  it("given the planer due Feb 28, lent to a worker, and a manager, when the tick runs on Feb 28, then the worker and the manager are told it is due, once each", async () => {
    await onTick
      .given(manager, worker, planer, lentToWorker, due("2026-02-28"))
      .at("2026-02-28T06:00:00.000Z")
      .then(reminder("due", "u-worker", "2026-02-28", DUE_TODAY), reminder("due", "u-manager", "2026-02-28", DUE_TODAY))
  })

  it("given the same, when the tick runs twice on the day (every minute, a restart), then the second tick raises nothing: one notification each", async () => {
    await onTick.given(manager, worker, planer, lentToWorker, due("2026-02-28")).at("2026-02-28T06:01:00.000Z").thenAgainNothing()
  })

  it("given the due day passed, when the tick runs on Mar 1, then they are told it is overdue (a second, different notification), again only once", async () => {
    await onTick
      .given(manager, worker, planer, lentToWorker, due("2026-02-28"))
      .at("2026-03-01T06:00:00.000Z")
      .then(reminder("overdue", "u-worker", "2026-02-28", OVERDUE), reminder("overdue", "u-manager", "2026-02-28", OVERDUE))
    await onTick.given(manager, worker, planer, lentToWorker, due("2026-02-28")).at("2026-03-05T06:00:00.000Z").thenAgainNothing()
  })

  it("given the due day still ahead, no due day, the asset returned, or the manager deactivated, then only who should hear is told", async () => {
    await onTick.given(manager, planer, due("2026-02-28")).at("2026-02-27T23:59:00.000Z").thenNothing()
    await onTick.given(manager, planer, due("2026-02-28"), due(null)).at("2026-03-10T06:00:00.000Z").thenNothing()
    // a plain USER is no asset manager and, once it is returned, no longer has the planer
    await onTick
      .given(
        manager,
        worker,
        planer,
        lentToWorker,
        asset(ASSET, AssetReturned.make({ assetId: A1, returnDate: "2026-02-20", returnedBy: "Asha", notes: null })),
        due("2026-02-28")
      )
      .at("2026-02-28T06:00:00.000Z")
      .then(reminder("due", "u-manager", "2026-02-28", DUE_TODAY))
    await onTick
      .given(
        manager,
        planer,
        due("2026-02-28"),
        user(userStream(UserId.make("u-manager")), UserDeactivated.make({ userId: UserId.make("u-manager"), changedBy: ADMIN.userId }), { by: ADMIN })
      )
      .at("2026-02-28T06:00:00.000Z")
      .thenNothing()
  })

  it("given the next due day moved on (completed again), when the tick runs, then the new day is reminded of, not the old", async () => {
    await onTick
      .given(manager, planer, due("2026-02-28"), due("2026-04-03"))
      .at("2026-04-03T06:00:00.000Z")
      .then(reminder("due", "u-manager", "2026-04-03", "UD-0001 Planer: recurring maintenance is due today (Apr 03, 2026)"))
  })
})

describe("maintenance reminders: a due day set that has already come", () => {
  it("when a record completed late sets a due day already passed, then they are told at once that it is overdue, and a redelivery repeats nothing", async () => {
    await onEvent
      .given(manager, planer)
      .when(due("2026-02-28", "2026-03-02T09:00:00.000Z"))
      .then(reminder("overdue", "u-manager", "2026-02-28", OVERDUE))
    await onEvent.given(manager, planer).when(due("2026-02-28", "2026-03-02T09:00:00.000Z")).thenRedeliveryRepeatsNothing()
  })

  it("when a due day ahead is set, then nothing yet", async () => {
    await onEvent.given(manager, planer).when(due("2026-04-03", "2026-03-03T09:00:00.000Z")).thenNothing()
  })
})
