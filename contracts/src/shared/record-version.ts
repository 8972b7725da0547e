import { Schema } from "effect"

/**
 * The version of a record a user edits: its aggregate stream's revision, as a
 * string, after the last event the user can see in that record. An edit carries the version it
 * was made on (`If-Match: "<version>"`, or a body's `version`); the command refuses it (412) when
 * the record's version moved since. The read models that back edit screens store it, the DTOs a
 * form edits from carry it, the single-record GETs send it as the ETag.
 */
export const VersionHeaders = {
  /** On an edit: the version the user saw, as an entity tag. */
  ifMatch: "if-match",
  /** On a single-record read: the version it shows. */
  etag: "etag"
} as const

/** The `version` field of a DTO a form edits from. */
export const RecordVersion = Schema.String.annotations({ description: "The record's version: send it back in If-Match to edit or delete it" })

/** The optional `version` an edit's object body may carry instead of If-Match. */
export const SeenVersionField = { version: Schema.optional(RecordVersion) }

/** The If-Match header an edit may carry (declared per endpoint so the OpenAPI document names it). */
export const IfMatchHeaders = Schema.Struct({
  [VersionHeaders.ifMatch]: Schema.optional(
    Schema.String.annotations({ description: 'The version the user saw, as "<version>": a stale one is refused with 412' })
  )
})

/** A version as an entity tag: `"12"`. */
export const entityTag = (version: string) => `"${version}"`

/**
 * The version an If-Match names, or null when it names none (absent, or `*`: any version will do).
 * A weak tag (`W/"12"`) names the same version; of a list, the first tag counts.
 */
export const versionOfIfMatch = (header: string | undefined | null): string | null => {
  const first = header?.split(",")[0]?.trim() ?? ""
  if (first === "" || first === "*") return null
  const unquoted = first.replace(/^W\//, "").replace(/^"(.*)"$/, "$1")
  return unquoted === "" ? null : unquoted
}

/**
 * Events the user never sees in the record whose stream holds them: they don't move its version,
 * so a sign-in doesn't make an open user form stale, nor a LOT of a species its open wood type
 * form, nor an asset filed in a category its open category form, nor the approval a saved slicing
 * operation asks for (raised by a process right after the save) the slicer still editing it, nor the cost a process
 * records right after a batch's completion the batch's completion answer. Every other event does. (Event types are named per aggregate, so one list serves all.)
 */
export const UNSEEN_IN_VERSION: ReadonlySet<string> = new Set([
  "UserLoginFailed",
  "UserFailedLoginsReset",
  "UserSessionStarted",
  "UserSessionEnded",
  "UserPasswordChanged",
  "UserAvatarChanged",
  "WoodTypeUseRecorded",
  "AssetCategoryAssetFiled",
  "AssetCategoryAssetUnfiled",
  "SlicingApprovalRequired",
  "SlicingApprovalCleared",
  "DryingCostRecorded"
])

/** Whether an event moves its record's version (read models set `version` on these only). */
export const movesVersion = (eventType: string) => !UNSEEN_IN_VERSION.has(eventType)

/** The version after a stream's events: the revision of the last one the user can see, or null when there is none. */
export const versionAfter = (events: ReadonlyArray<{ readonly type: string; readonly revision: bigint }>): string | null => {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!
    if (movesVersion(event.type)) return event.revision.toString()
  }
  return null
}

/** The one sentence of a stale edit's refusal; the console shows the same words. */
export const StaleEditMessages = {
  changed: (record: string) => `${record} was changed by someone else while you were editing.`,
  loadCurrent: "Load the current version",
  whatChanged: "What changed:"
} as const

/** The subjects of that sentence, per record. */
export const EditedRecords = {
  lot: "This LOT",
  woodType: "This wood type",
  warehouse: "This warehouse",
  user: "This user",
  role: "This role",
  approvalRule: "This approval rule",
  asset: "This asset",
  assetCategory: "This category",
  maintenanceRecord: "This maintenance record",
  dryingBatch: "This drying batch",
  slicingOperation: "This slicing operation",
  transfer: "This transfer",
  websitePage: "This page",
  websiteFile: "This file",
  websiteFolder: "This folder",
  setting: "This setting",
  recharge: "This recharge",
  calculation: "This calculation",
  subscriber: "This subscriber",
  assetDocument: "This document",
  displayToken: "This display link",
  profile: "Your profile"
} as const
