import {
  NotificationId,
  NotificationTypes,
  PermissionMap,
  TransferApproved,
  TransferCompleted,
  TransferCreated,
  TransferDispatched,
  TransferRecipientNotified,
  TransferRejected,
  WarehouseUsersAssigned,
  type RaiseNotification,
  UserId,
  WarehouseId
} from "@timber/contracts"
import { effectivePermissions, NotificationDecider, notificationStream, transferDecisionRefusal } from "@timber/domain"
import { absurd, HashMap, Option, Schema } from "effect"
import { uuidV5 } from "../commands/ids"
import { evolveKnownUsers, isKnownUserEvent, KnownUserEvents, KnownUsers } from "./known-users"
import { keyedRows, oneRow, rowPerKey } from "./keyed-rows"
import { reactOn, type ProcessManager, type Reaction } from "./process-manager"

const Triggers = Schema.Union(
  TransferCreated,
  TransferApproved,
  TransferRejected,
  TransferDispatched,
  TransferCompleted,
  TransferRecipientNotified,
  WarehouseUsersAssigned,
  ...KnownUserEvents
)
type Trigger = typeof Triggers.Type

const KnownTransfer = Schema.Struct({
  number: Schema.String,
  createdById: UserId,
  fromWarehouseId: WarehouseId,
  toWarehouseId: WarehouseId,
  route: Schema.String,
  pieces: Schema.Number
})
type KnownTransfer = typeof KnownTransfer.Type

const knownFrom = (e: typeof TransferCreated.Type): KnownTransfer => ({
  number: e.transferNumber,
  createdById: e.createdBy.id,
  fromWarehouseId: e.fromWarehouse.id,
  toWarehouseId: e.toWarehouse.id,
  route: `${e.fromWarehouse.name} to ${e.toWarehouse.name}`,
  pieces: e.items.reduce((total, item) => total + item.quantity, 0)
})

/** Warehouses' assigned users and the users who may approve: bounded by the factory's size, a row each. */
const WAREHOUSE_USERS = oneRow("warehouse-users", Schema.ReadonlyMap({ key: WarehouseId, value: Schema.Array(UserId) }))
const USERS = oneRow("users", KnownUsers)
/** Each transfer's number, creator and route: a row per transfer. */
const TRANSFER_ROWS = rowPerKey("transfer", KnownTransfer)

/** What the messages need and who hears them. */
const StateSchema = Schema.Struct({
  warehouseUsers: WAREHOUSE_USERS.value,
  users: USERS.value,
  transfers: Schema.HashMap({ key: Schema.String, value: KnownTransfer })
})
export type TransferNotificationsState = typeof StateSchema.Type

const initialState: TransferNotificationsState = { warehouseUsers: new Map(), users: new Map(), transfers: HashMap.empty() }

export const transferLink = (transferId: string) => `/dashboard/factory/wood-transfer?transfer=${transferId}`

/** One notification per trigger and recipient: the id derives from both, so a redelivered event raises nothing new. */
const notify = (triggerId: string, userId: UserId, transferId: string, fields: Pick<RaiseNotification, "type" | "title" | "message">): Reaction => {
  const notificationId = NotificationId.make(uuidV5(`notification|${triggerId}|${userId}`))
  return reactOn(NotificationDecider, notificationStream(notificationId), {
    _tag: "RaiseNotification",
    notificationId,
    userId,
    linkUrl: transferLink(transferId),
    ...fields
  })
}

/** Everyone in `userIds` once, in order, but whoever caused the event (they know already). */
const recipients = (userIds: ReadonlyArray<UserId | null | undefined>, except: string | null) => [
  ...new Set(userIds.filter((id): id is UserId => typeof id === "string" && id !== "" && id !== except))
]

/** Active users who may approve a transfer created by `createdById` (the one rule of domain/src/permissions). */
const approversOf = (state: TransferNotificationsState, createdById: string) =>
  [...state.users.entries()]
    .filter(
      ([userId, user]) =>
        user.isActive &&
        transferDecisionRefusal({ userId, role: user.role, permissions: effectivePermissions(user.role, user.permissions) }, createdById) === null
    )
    .map(([userId]) => userId)

/**
 * Transfer notifications (administration spec sections 3 and 4 for the types): a new
 * transfer is TRANSFER_PENDING for the users who may approve it and TRANSFER_CREATED for the
 * source warehouse's assigned users (and the user the creator named); the decision goes to the
 * creator (TRANSFER_APPROVED / TRANSFER_REJECTED with the reason); an approved transfer is on its
 * way (TRANSFER_IN_TRANSIT) for the destination's assigned users, and its receipt
 * (TRANSFER_COMPLETED) for them and the user named on completion; an admin's Notify sends
 * TRANSFER_COMPLETED to the chosen user. Each links to the transfer on the Wood Transfers screen.
 */
export const transferNotificationsProcess: ProcessManager<TransferNotificationsState, Trigger> = {
  name: "transfer-notifications",
  actor: { userId: "process:transfer-notifications", email: "notifications@timber.works" },
  events: Triggers,
  initialState,
  state: StateSchema,
  keyed: keyedRows({
    initialState,
    parts: { warehouseUsers: WAREHOUSE_USERS, users: USERS, transfers: TRANSFER_ROWS },
    keysOf: (e) => {
      if (isKnownUserEvent(e)) return []
      switch (e._tag) {
        case "WarehouseUsersAssigned":
          return []
        case "TransferCreated":
        case "TransferApproved":
        case "TransferRejected":
        case "TransferDispatched":
        case "TransferCompleted":
        case "TransferRecipientNotified":
          return [TRANSFER_ROWS.key(e.transferId)]
        default:
          return absurd(e)
      }
    }
  }),
  evolve: (state, e) => {
    if (isKnownUserEvent(e)) return { ...state, users: evolveKnownUsers(state.users, e) }
    switch (e._tag) {
      case "WarehouseUsersAssigned":
        return { ...state, warehouseUsers: new Map(state.warehouseUsers).set(e.warehouseId, e.userIds) }
      case "TransferCreated":
        return { ...state, transfers: HashMap.set(state.transfers, e.transferId, knownFrom(e)) }
      case "TransferApproved":
      case "TransferRejected":
      case "TransferDispatched":
      case "TransferCompleted":
      case "TransferRecipientNotified":
        return state
      default:
        return absurd(e)
    }
  },
  react: (state, e, recorded) => {
    const on = (transferId: string, act: (known: KnownTransfer) => ReadonlyArray<Reaction>) => {
      const known = Option.getOrUndefined(HashMap.get(state.transfers, transferId))
      return known ? act(known) : []
    }
    const destinationUsers = (known: KnownTransfer) => state.warehouseUsers.get(known.toWarehouseId) ?? []
    switch (e._tag) {
      case "TransferCreated": {
        // the state is folded from the events before this one: the transfer is known from the event itself
        const known = knownFrom(e)
        const approvers = recipients(approversOf(state, e.createdBy.id), e.createdBy.id)
        const told = recipients([...(state.warehouseUsers.get(known.fromWarehouseId) ?? []), e.notifyUserId], e.createdBy.id).filter(
          (id) => !approvers.includes(id)
        )
        return [
          ...approvers.map((userId) =>
            notify(recorded.id, userId, e.transferId, {
              type: NotificationTypes.transferPending,
              title: "Transfer awaiting approval",
              message: `${known.number}: ${known.pieces} pieces from ${known.route}, created by ${e.createdBy.name}, awaits your approval`
            })
          ),
          ...told.map((userId) =>
            notify(recorded.id, userId, e.transferId, {
              type: NotificationTypes.transferCreated,
              title: "Transfer created",
              message: `${known.number}: ${known.pieces} pieces from ${known.route}, created by ${e.createdBy.name}`
            })
          )
        ]
      }
      case "TransferApproved":
        return on(e.transferId, (known) => [
          ...recipients([known.createdById], e.approvedBy.id).map((userId) =>
            notify(recorded.id, userId, e.transferId, {
              type: NotificationTypes.transferApproved,
              title: "Transfer approved",
              message: `${known.number} (${known.route}) was approved by ${e.approvedBy.name}`
            })
          ),
          ...recipients(destinationUsers(known), e.approvedBy.id)
            .filter((id) => id !== known.createdById)
            .map((userId) =>
              notify(recorded.id, userId, e.transferId, {
                type: NotificationTypes.transferInTransit,
                title: "Transfer in transit",
                message: `${known.number}: ${known.pieces} pieces from ${known.route} are on their way`
              })
            )
        ])
      case "TransferRejected":
        return on(e.transferId, (known) =>
          recipients([known.createdById], e.rejectedBy.id).map((userId) =>
            notify(recorded.id, userId, e.transferId, {
              type: NotificationTypes.transferRejected,
              title: "Transfer rejected",
              message: `${known.number} (${known.route}) was rejected by ${e.rejectedBy.name}: ${e.rejectionReason}`
            })
          )
        )
      case "TransferDispatched":
        return on(e.transferId, (known) =>
          recipients(destinationUsers(known), e.dispatchedBy.id).map((userId) =>
            notify(recorded.id, userId, e.transferId, {
              type: NotificationTypes.transferInTransit,
              title: "Transfer in transit",
              message: `${known.number}: ${known.pieces} pieces from ${known.route} are on their way`
            })
          )
        )
      case "TransferCompleted":
        return on(e.transferId, (known) =>
          recipients([...destinationUsers(known), e.notifyUserId], e.completedBy.id).map((userId) =>
            notify(recorded.id, userId, e.transferId, {
              type: NotificationTypes.transferCompleted,
              title: "Transfer completed",
              message: `${known.number}: ${known.pieces} pieces from ${known.route} were received by ${e.completedBy.name}`
            })
          )
        )
      case "TransferRecipientNotified":
        return on(e.transferId, (known) => [
          notify(recorded.id, e.userId, e.transferId, {
            type: NotificationTypes.transferCompleted,
            title: "Transfer completed",
            message: `${known.number}: ${known.pieces} pieces from ${known.route} were received (sent by ${e.sentBy.name})`
          })
        ])
      case "WarehouseUsersAssigned":
      case "UserRegistered":
      case "UserDetailsChanged":
      case "UserPermissionsChanged":
      case "UserDeactivated":
      case "UserActivated":
        return []
      default:
        return absurd(e)
    }
  }
}
