import type { Asset, MaintenanceRecord } from "./dto"
import type { AssetEvent } from "./events"

/** A maintenance record as the stream knows it: its cost always there (an answer may leave it out: contracts `money`). */
export type StoredMaintenanceRecord = MaintenanceRecord & { readonly cost: number | null }

/** An asset as its own stream knows it: the category's name and the times come from elsewhere; its money always there. */
export type AssetView = Omit<Asset, "category" | "createdAt" | "updatedAt" | "version" | "purchasePrice" | "maintenanceRecords"> & {
  readonly purchasePrice: number
  readonly maintenanceRecords: ReadonlyArray<StoredMaintenanceRecord>
}

/**
 * The one answer for an asset: its view, its category as it is named now, when it was created and
 * last changed, and its version (its stream's revision: contracts shared/record-version.ts).
 */
export const toAsset = (
  view: AssetView,
  category: Asset["category"],
  trail: { readonly createdAt: string; readonly updatedAt: string; readonly version: string }
): Asset => ({
  ...view,
  category,
  createdAt: trail.createdAt,
  updatedAt: trail.updatedAt,
  version: trail.version
})

const absurd = (value: never): never => {
  throw new Error(`Unhandled asset event: ${JSON.stringify(value)}`)
}

const recordOf = (e: Extract<AssetEvent, { _tag: "AssetMaintenanceRecorded" | "AssetMaintenanceUpdated" }>): StoredMaintenanceRecord => ({
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
 * The one fold of an asset's events into what the API shows: the aggregate keeps it (a write
 * answers with it), the read model stores it. A deleted asset folds to null.
 */
export const evolveAssetView = (view: AssetView | null, event: AssetEvent): AssetView | null => {
  if (event._tag === "AssetRegistered") {
    const { _tag, assetId, ...details } = event
    return {
      id: assetId,
      ...details,
      assignedToUserId: null,
      assignedToTeam: null,
      assignedToProject: null,
      assignmentDate: null,
      nextMaintenanceDue: null,
      maintenanceRecords: [],
      documents: [],
      assignmentHistory: []
    }
  }
  if (view === null) return null
  switch (event._tag) {
    case "AssetUpdated": {
      const { _tag, assetId, ...details } = event
      return { ...view, ...details }
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
        ]
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
        )
      }
    case "AssetMaintenanceRecorded":
      return { ...view, maintenanceRecords: [...view.maintenanceRecords, recordOf(event)] }
    case "AssetMaintenanceUpdated":
      return { ...view, maintenanceRecords: view.maintenanceRecords.map((r) => (r.id === event.recordId ? recordOf(event) : r)) }
    case "AssetMaintenanceDue":
      return { ...view, nextMaintenanceDue: event.nextDueDate }
    case "AssetDeleted":
      return null
    case "AssetDocumentAdded":
      return {
        ...view,
        documents: [
          ...view.documents,
          {
            id: event.documentId,
            title: event.title,
            documentType: event.documentType,
            fileName: event.file.name,
            uploadedAt: event.uploadedAt,
            mimeType: event.file.mime,
            size: event.file.size,
            sha256: event.file.sha256,
            uploadedBy: event.uploadedBy
          }
        ]
      }
    case "AssetDocumentRemoved":
      return { ...view, documents: view.documents.filter((d) => d.id !== event.documentId) }
    case "AssetSeenInStocktake":
      return {
        ...view,
        lastSeenAt: event.seenAt,
        lastSeenLocation: event.location,
        stocktakeSightings: [
          ...(view.stocktakeSightings ?? []),
          { stocktakeId: event.stocktakeId, location: event.location, seenAt: event.seenAt, seenBy: event.seenBy }
        ]
      }
    default:
      return absurd(event)
  }
}
