import type { Asset, MaintenanceRecord } from "./dto"
import type { AssetEvent } from "./events"

const absurd = (value: never): never => {
  throw new Error(`Unhandled asset event: ${JSON.stringify(value)}`)
}

const recordOf = (e: Extract<AssetEvent, { _tag: "AssetMaintenanceRecorded" | "AssetMaintenanceUpdated" }>): MaintenanceRecord => ({
  id: e.recordId,
  maintenanceType: e.maintenanceType,
  scheduledDate: e.scheduledDate,
  description: e.description,
  performedBy: e.performedBy,
  cost: e.cost,
  status: e.status,
  completedDate: e.completedDate,
  recurrence: e.recurrence
})

/**
 * The one fold of an asset's events into what the API shows: a write answers with it, the read
 * model stores it. `category` is left null here: the category's name lives on its own stream and
 * is added by whoever answers (the write from the category it decided on, the read side by join).
 * `at` is when the event happened (its metadata's occurredAt). A deleted asset folds to null.
 */
export const evolveAssetView = (view: Asset | null, event: AssetEvent, at: string): Asset | null => {
  if (event._tag === "AssetRegistered") {
    const { _tag, assetId, ...details } = event
    return {
      id: assetId,
      ...details,
      category: null,
      assignedToUserId: null,
      assignedToTeam: null,
      assignedToProject: null,
      assignmentDate: null,
      nextMaintenanceDue: null,
      maintenanceRecords: [],
      documents: [],
      assignmentHistory: [],
      createdAt: at,
      updatedAt: at
    }
  }
  if (view === null) return null
  switch (event._tag) {
    case "AssetUpdated": {
      const { _tag, assetId, ...details } = event
      return { ...view, ...details, updatedAt: at }
    }
    case "AssetAssigned":
      return {
        ...view,
        assignedToUserId: event.assignedToUserId,
        assignedToTeam: event.assignedToTeam,
        assignedToProject: event.assignedToProject,
        assignmentDate: event.assignmentDate,
        assignmentHistory: [
          ...view.assignmentHistory,
          {
            assignedToUserId: event.assignedToUserId,
            assignedToTeam: event.assignedToTeam,
            assignedToProject: event.assignedToProject,
            assignmentDate: event.assignmentDate,
            returnDate: null,
            assignedBy: event.assignedBy,
            notes: event.notes,
            returnedBy: null,
            returnNotes: null
          }
        ],
        updatedAt: at
      }
    case "AssetReturned":
      return {
        ...view,
        assignedToUserId: null,
        assignedToTeam: null,
        assignedToProject: null,
        assignmentDate: null,
        // the open entry is the last one: an asset is never assigned twice at once
        assignmentHistory: view.assignmentHistory.map((entry, i) =>
          i === view.assignmentHistory.length - 1 ? { ...entry, returnDate: event.returnDate, returnedBy: event.returnedBy, returnNotes: event.notes } : entry
        ),
        updatedAt: at
      }
    case "AssetMaintenanceRecorded":
      return { ...view, maintenanceRecords: [...view.maintenanceRecords, recordOf(event)], updatedAt: at }
    case "AssetMaintenanceUpdated":
      return { ...view, maintenanceRecords: view.maintenanceRecords.map((r) => (r.id === event.recordId ? recordOf(event) : r)), updatedAt: at }
    case "AssetMaintenanceDue":
      return { ...view, nextMaintenanceDue: event.nextDueDate, updatedAt: at }
    case "AssetDeleted":
      return null
    default:
      return absurd(event)
  }
}
