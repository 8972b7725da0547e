import {
  AssetAssigned,
  AssetDeleted,
  AssetMaintenanceDue,
  AssetRegistered,
  AssetReturned,
  AssetUpdated,
  assetLink,
  MaintenanceReminderMessages,
  MaintenanceReminderTypes,
  NotificationId,
  reminderKindOn,
  UserId,
  type MaintenanceReminderKind,
  type RaiseNotification
} from "@timber/contracts"
import { NotificationDecider, notificationStream } from "@timber/domain"
import { absurd, HashMap, Option, Schema } from "effect"
import { uuidV5 } from "../commands/ids"
import { activeUsersWho, evolveKnownUsers, isKnownUserEvent, KnownUserEvents, KnownUsers } from "./known-users"
import { keyedRows, oneRow, rowPerKey } from "./keyed-rows"
import { reactOn, type ProcessManager, type Reaction } from "./process-manager"

const Triggers = Schema.Union(AssetRegistered, AssetUpdated, AssetAssigned, AssetReturned, AssetMaintenanceDue, AssetDeleted, ...KnownUserEvents)
type Trigger = typeof Triggers.Type

/** Each asset's tag, name, next due day and who has it: a row per asset. */
const ASSET_ROWS = rowPerKey(
  "asset",
  Schema.Struct({
    assetTag: Schema.String,
    name: Schema.String,
    dueDate: Schema.NullOr(Schema.String),
    assignedToUserId: Schema.NullOr(Schema.String)
  })
)
type KnownAsset = typeof ASSET_ROWS.row.Type
/** Each user's role, permissions and whether active: bounded by the staff, one row. */
const USERS = oneRow("users", KnownUsers)

const StateSchema = Schema.Struct({ assets: Schema.HashMap({ key: Schema.String, value: ASSET_ROWS.row }), users: USERS.value })
export type MaintenanceRemindersState = typeof StateSchema.Type

const initialState: MaintenanceRemindersState = { assets: HashMap.empty(), users: new Map() }

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When an asset next calls for the tick: the start of its due day (UTC), then of the day after
 * (overdue); once both passed while handled, never, until its due day changes.
 */
const nextReminderAt = (asset: KnownAsset, handled: Date | null): Date | null => {
  if (asset.dueDate === null) return null
  const due = new Date(`${asset.dueDate}T00:00:00.000Z`)
  const overdue = new Date(due.getTime() + DAY_MS)
  if (handled === null || handled < due) return due
  return handled < overdue ? overdue : null
}

/** The calendar day of a moment (UTC, as the due days are counted: decided in command-service/README.md). */
const dayOf = (moment: Date | string) => new Date(moment).toISOString().slice(0, 10)

/** The asset managers: active users whose permissions let them edit the Assets page (the one permission model). */
const assetManagers = (state: MaintenanceRemindersState) => activeUsersWho(state.users, (permissions) => permissions["assets-items"].edit)

/**
 * One reminder per asset, due day, kind and recipient: the notification's id derives from the
 * four, so however often the check runs (each tick, each restart, a redelivered event) the
 * notification is raised once; a reader's delete does not bring it back.
 */
export const remindersFor = (state: MaintenanceRemindersState, assetId: string, asset: KnownAsset, today: string): ReadonlyArray<Reaction> => {
  if (asset.dueDate === null) return []
  const kind: MaintenanceReminderKind | null = reminderKindOn(asset.dueDate, today)
  if (kind === null) return []
  const recipients = [...new Set([...(asset.assignedToUserId ? [asset.assignedToUserId] : []), ...assetManagers(state)])]
  return recipients.map((userId) => {
    const notificationId = NotificationId.make(uuidV5(`maintenance-reminder|${assetId}|${asset.dueDate}|${kind}|${userId}`))
    const command: RaiseNotification = {
      _tag: "RaiseNotification",
      notificationId,
      userId: UserId.make(userId),
      type: MaintenanceReminderTypes[kind],
      title: MaintenanceReminderMessages.title[kind],
      message: MaintenanceReminderMessages.message(kind, asset, asset.dueDate!),
      linkUrl: assetLink(assetId)
    }
    return reactOn(NotificationDecider, notificationStream(notificationId), command)
  })
}

const assetOf = (state: MaintenanceRemindersState, assetId: string) => Option.getOrUndefined(HashMap.get(state.assets, assetId))

const changeAsset = (state: MaintenanceRemindersState, assetId: string, change: Partial<KnownAsset>) => {
  const current = assetOf(state, assetId)
  return current ? { ...state, assets: HashMap.set(state.assets, assetId, { ...current, ...change }) } : state
}

/**
 * Maintenance reminders. It knows each asset's next recurring maintenance day
 * (AssetMaintenanceDue), who has the asset and who manages assets. When a due day is set that has
 * already come (a record completed late), it reminds at once, on the event's own time; and the
 * runner's tick (at start and every minute, on the service's clock) reminds of every asset whose
 * due day has come: `due` on the day, `overdue` after it, each once (see `remindersFor`).
 */
export const maintenanceRemindersProcess: ProcessManager<MaintenanceRemindersState, Trigger> = {
  name: "maintenance-reminders",
  actor: { userId: "process:maintenance-reminders", email: "notifications@timber.works" },
  events: Triggers,
  initialState,
  state: StateSchema,
  keyed: keyedRows({
    initialState,
    parts: { assets: ASSET_ROWS, users: USERS },
    keysOf: (e) => (isKnownUserEvent(e) ? [] : [ASSET_ROWS.key(e.assetId)]),
    due: { part: ASSET_ROWS, at: nextReminderAt }
  }),
  evolve: (state, e) => {
    if (isKnownUserEvent(e)) return { ...state, users: evolveKnownUsers(state.users, e) }
    switch (e._tag) {
      case "AssetRegistered":
        return {
          ...state,
          assets: HashMap.set(state.assets, e.assetId, { assetTag: e.assetTag, name: e.name, dueDate: null, assignedToUserId: null })
        }
      case "AssetUpdated":
        return changeAsset(state, e.assetId, { assetTag: e.assetTag, name: e.name })
      case "AssetAssigned":
        return changeAsset(state, e.assetId, { assignedToUserId: e.assignedToUserId })
      case "AssetReturned":
        return changeAsset(state, e.assetId, { assignedToUserId: null })
      case "AssetMaintenanceDue":
        return changeAsset(state, e.assetId, { dueDate: e.nextDueDate })
      case "AssetDeleted":
        return { ...state, assets: HashMap.remove(state.assets, e.assetId) }
      default:
        return absurd(e)
    }
  },
  react: (state, e, recorded) => {
    if (e._tag !== "AssetMaintenanceDue") return []
    const asset = assetOf(state, e.assetId)
    if (!asset) return []
    const occurredAt = (recorded.metadata as { occurredAt?: string }).occurredAt ?? recorded.recordedAt.toISOString()
    return remindersFor(state, e.assetId, { ...asset, dueDate: e.nextDueDate }, dayOf(occurredAt))
  },
  // a keyed manager: the state holds the assets that are due (and the users), not every asset
  tick: (state, now) => [...HashMap.entries(state.assets)].flatMap(([assetId, asset]) => remindersFor(state, assetId, asset, dayOf(now)))
}
