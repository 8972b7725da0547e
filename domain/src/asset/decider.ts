import {
  AssetDocumentMessages,
  AssetEvent,
  AssetMessages,
  assetTagNumber,
  BusinessRuleViolation,
  evolveAssetView,
  isOpenMaintenance,
  normalizeAssetTag,
  NotFound,
  ValidationError,
  type AssetCommand,
  type AssetDetails,
  type AssetId,
  type AssetInput,
  type AssetView,
  type MaintenanceFields,
  type MaintenanceRecordId
} from "@timber/contracts"
import { Effect } from "effect"
import { addPeriod, calendarDay, warrantyPeriod } from "../calculators/asset-dates"
import { absurd, type Decider } from "../decider/decider"
import { nextAssetState, type AssetLifecycleEvent, type AssetMachineState } from "./lifecycle.machine"

export interface AssetState {
  readonly status: AssetMachineState
  readonly details: AssetDetails | null
  readonly maintenance: ReadonlyArray<MaintenanceFields & { readonly recordId: MaintenanceRecordId }>
  readonly nextMaintenanceDue: string | null
  /** What the API shows of it (contracts `evolveAssetView`): a write answers with it. */
  readonly view: AssetView | null
}

export const assetStream = (id: AssetId) => `Asset-${id}`

/** Asks the machine, then says why in the catalogue's words when it refuses. */
const allowed = (state: AssetState, event: AssetLifecycleEvent): Effect.Effect<void, NotFound | BusinessRuleViolation> => {
  if (state.status === "absent" || state.status === "deleted") return Effect.fail(new NotFound({ message: AssetMessages.notFound }))
  if (nextAssetState(state.status, event) !== null) return Effect.void
  switch (event.type) {
    case "ASSIGN":
      return Effect.fail(new BusinessRuleViolation({ message: AssetMessages.alreadyAssigned }))
    case "RETURN":
      return Effect.fail(new BusinessRuleViolation({ message: AssetMessages.notAssigned }))
    case "DELETE":
      return Effect.fail(new BusinessRuleViolation({ message: AssetMessages.assignedCannotBeDeleted }))
    case "REGISTER":
    case "EDIT":
    case "MAINTAIN":
    case "COUNT":
      return Effect.fail(new NotFound({ message: AssetMessages.notFound }))
    default:
      return absurd(event)
  }
}

const invalid = (message: string, path: string) => Effect.fail(new ValidationError({ message, details: { fields: [{ path, message }] } }))

/** The form's rules (section 5), on the values as stored: the tag upper-cased, the warranty's dates worked out. */
const detailsOf = (input: AssetInput): Effect.Effect<AssetDetails, ValidationError> => {
  const assetTag = normalizeAssetTag(input.assetTag)
  if (!assetTag) return invalid(AssetMessages.tagRequired, "assetTag")
  if (assetTagNumber(assetTag) === null) return invalid(AssetMessages.tagFormat, "assetTag")
  if (!input.name.trim()) return invalid(AssetMessages.nameRequired, "name")
  if (!input.categoryId.trim()) return invalid(AssetMessages.categoryRequired, "categoryId")
  if (!(input.purchasePrice >= 0)) return invalid(AssetMessages.purchasePriceRequired, "purchasePrice")
  if (input.warrantyDurationValue !== null && input.warrantyDurationValue < 1) return invalid(AssetMessages.warrantyDurationMin, "warrantyDurationValue")
  if (input.lifespanValue !== null && input.lifespanValue < 1) return invalid(AssetMessages.lifespanMin, "lifespanValue")
  const purchaseDate = calendarDay(input.purchaseDate)
  return Effect.succeed({
    ...input,
    assetTag,
    name: input.name.trim(),
    purchaseDate,
    ...warrantyPeriod(purchaseDate, input.warrantyDurationValue, input.warrantyDurationUnit)
  })
}

const validRecord = (record: MaintenanceFields): Effect.Effect<MaintenanceFields, ValidationError> => {
  if (!record.maintenanceType.trim()) return invalid(AssetMessages.maintenanceTypeRequired, "maintenanceType")
  if (record.recurrence !== null && record.recurrence.every < 1) return invalid(AssetMessages.recurrenceMin, "recurrenceInterval")
  // a completed record was done on a day: the day given, else the day it was scheduled for
  const completedDate = record.status === "COMPLETED" ? calendarDay(record.completedDate ?? record.scheduledDate) : null
  return Effect.succeed({ ...record, maintenanceType: record.maintenanceType.trim(), scheduledDate: calendarDay(record.scheduledDate), completedDate })
}

/**
 * The next recurring maintenance: the interval of the last completed recurring record, counted
 * from the day it was done. None completed yet: the first one is the earliest open
 * (scheduled or in progress) recurring record's scheduled day, so a first service that is late
 * shows its day and "Overdue", never "Not scheduled". No recurring record: nothing is due.
 */
export const nextMaintenanceDue = (records: AssetState["maintenance"]): string | null => {
  const done = records
    .filter((r) => r.status === "COMPLETED" && r.recurrence !== null && r.completedDate !== null)
    .sort((a, b) => a.completedDate!.localeCompare(b.completedDate!))
  const last = done[done.length - 1]
  if (last) return addPeriod(last.completedDate!, last.recurrence!.every, last.recurrence!.unit)
  const firstPlanned = records
    .filter((r) => r.recurrence !== null && isOpenMaintenance(r.status))
    .map((r) => r.scheduledDate)
    .sort()[0]
  return firstPlanned ?? null
}

/** Open maintenance (scheduled or in progress) counts the asset In Maintenance in the stats. */
export const hasOpenMaintenance = (state: AssetState) => state.maintenance.some((r) => isOpenMaintenance(r.status))

const sorted = (o: object) => JSON.stringify(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)))
/** Field by field, whatever order the fields came in: an unchanged save appends nothing. */
const same = (a: object, b: object) => sorted(a) === sorted(b)

const withDue = (state: AssetState, assetId: AssetId, records: AssetState["maintenance"]): ReadonlyArray<AssetEvent> => {
  const due = nextMaintenanceDue(records)
  return due === state.nextMaintenanceDue ? [] : [{ _tag: "AssetMaintenanceDue", assetId, nextDueDate: due }]
}

export const AssetDecider: Decider<AssetCommand, AssetEvent, AssetState> = {
  events: AssetEvent,
  initialState: { status: "absent", details: null, maintenance: [], nextMaintenanceDue: null, view: null },
  evolve: (before, event) => {
    const state = { ...before, view: evolveAssetView(before.view, event) }
    switch (event._tag) {
      case "AssetRegistered":
      case "AssetUpdated": {
        const { _tag, assetId, ...details } = event
        return { ...state, status: state.status === "absent" ? "unassigned" : state.status, details }
      }
      case "AssetAssigned":
        return { ...state, status: "assigned" }
      case "AssetReturned":
        return { ...state, status: "unassigned" }
      case "AssetMaintenanceRecorded": {
        const { _tag, assetId, ...record } = event
        return { ...state, maintenance: [...state.maintenance, record] }
      }
      case "AssetMaintenanceUpdated": {
        const { _tag, assetId, ...record } = event
        return { ...state, maintenance: state.maintenance.map((r) => (r.recordId === record.recordId ? record : r)) }
      }
      case "AssetMaintenanceDue":
        return { ...state, nextMaintenanceDue: event.nextDueDate }
      case "AssetDeleted":
        return { ...state, status: "deleted" }
      case "AssetDocumentAdded":
      case "AssetDocumentRemoved":
      case "AssetSeenInStocktake":
        return state
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "RegisterAsset":
        // the same create delivered again (an idempotent retry) registers nothing new
        if (state.status !== "absent") return Effect.succeed([])
        return Effect.map(detailsOf(command.input), (details) => [{ _tag: "AssetRegistered" as const, assetId: command.assetId, ...details }])
      case "UpdateAsset":
        return Effect.gen(function* () {
          yield* allowed(state, { type: "EDIT" })
          const details = yield* detailsOf(command.input)
          return state.details !== null && same(state.details, details) ? [] : [{ _tag: "AssetUpdated" as const, assetId: command.assetId, ...details }]
        })
      case "AssignAsset":
        return Effect.gen(function* () {
          yield* allowed(state, { type: "ASSIGN" })
          const a = command.assignment
          if (a.assignedToUserId === null && !a.assignedToTeam?.trim() && !a.assignedToProject?.trim())
            return yield* invalid(AssetMessages.assigneeRequired, "assignedToUserId")
          return [{ _tag: "AssetAssigned" as const, assetId: command.assetId, ...a }]
        })
      case "ReturnAsset":
        return Effect.as(allowed(state, { type: "RETURN" }), [
          { _tag: "AssetReturned" as const, assetId: command.assetId, returnDate: command.returnDate, returnedBy: command.returnedBy, notes: command.notes }
        ])
      case "RecordMaintenance":
        return Effect.gen(function* () {
          yield* allowed(state, { type: "MAINTAIN" })
          // the same record delivered again adds nothing
          if (state.maintenance.some((r) => r.recordId === command.recordId)) return []
          const record = yield* validRecord(command.record)
          const recorded: AssetEvent = { _tag: "AssetMaintenanceRecorded", assetId: command.assetId, recordId: command.recordId, ...record }
          return [recorded, ...withDue(state, command.assetId, [...state.maintenance, { recordId: command.recordId, ...record }])]
        })
      case "UpdateMaintenance":
        return Effect.gen(function* () {
          yield* allowed(state, { type: "MAINTAIN" })
          const before = state.maintenance.find((r) => r.recordId === command.recordId)
          if (!before) return yield* new NotFound({ message: AssetMessages.maintenanceNotFound })
          const record = yield* validRecord(command.record)
          const after = { recordId: command.recordId, ...record }
          if (same(before, after)) return []
          const updated: AssetEvent = { _tag: "AssetMaintenanceUpdated", assetId: command.assetId, ...after }
          return [
            updated,
            ...withDue(
              state,
              command.assetId,
              state.maintenance.map((r) => (r.recordId === command.recordId ? after : r))
            )
          ]
        })
      case "DeleteAsset":
        return Effect.as(allowed(state, { type: "DELETE" }), [
          { _tag: "AssetDeleted" as const, assetId: command.assetId, assetTag: state.details?.assetTag ?? "" }
        ])
      case "AddAssetDocument":
        return Effect.gen(function* () {
          // keeping a document with the asset is editing its record (the machine's EDIT)
          yield* allowed(state, { type: "EDIT" })
          // the same upload delivered again adds nothing
          if (state.view?.documents.some((d) => d.id === command.documentId)) return []
          return [{ _tag: "AssetDocumentAdded" as const, assetId: command.assetId, documentId: command.documentId, ...command.document }]
        })
      case "RemoveAssetDocument":
        return Effect.gen(function* () {
          yield* allowed(state, { type: "EDIT" })
          if (!state.view?.documents.some((d) => d.id === command.documentId)) return yield* new NotFound({ message: AssetDocumentMessages.notFound })
          return [{ _tag: "AssetDocumentRemoved" as const, assetId: command.assetId, documentId: command.documentId }]
        })
      case "RecordStocktakeSighting":
        return Effect.gen(function* () {
          yield* allowed(state, { type: "COUNT" })
          // the same finish delivered again records nothing twice
          if (state.view?.stocktakeSightings?.some((s) => s.stocktakeId === command.stocktakeId)) return []
          const { _tag, ...sighting } = command
          return [{ _tag: "AssetSeenInStocktake" as const, ...sighting }]
        })
      default:
        return absurd(command)
    }
  }
}
