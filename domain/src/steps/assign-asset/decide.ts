import { AssetMessages, UserId, ValidationError, type AssetEvent, type AssetId } from "@timber/contracts"
import { Effect } from "effect"
import { AssetDecider, type AssetState } from "../../asset/decider"
import type { UserState } from "../../user/decider"
import type { Step } from "../step"

export interface AssignAssetIntent {
  readonly assetId: AssetId
  /** The user it goes to, if any (a team or a project may hold it instead). */
  readonly assignedToUserId?: string | null | undefined
  readonly assignedToTeam?: string | null | undefined
  readonly assignedToProject?: string | null | undefined
  /** Who hands it over; none: who records it (`recordedBy`). */
  readonly assignedBy?: string | null | undefined
  readonly notes?: string | null | undefined
  /** When it was recorded, and by whom (their name). */
  readonly at: string
  readonly recordedBy: string
}

export interface AssignAssetGiven {
  readonly asset: AssetState
  /** The user it goes to, when the intent names one; else null. */
  readonly assignee: UserState | null
}

export interface AssignAssetDecision {
  readonly asset: ReadonlyArray<AssetEvent>
}

/** The user an assignment names, trimmed; null when it names none. */
export const assigneeNamed = (intent: Pick<AssignAssetIntent, "assignedToUserId">): string | null => intent.assignedToUserId?.trim() || null

/**
 * An asset is assigned to a user, a team or a project: only to a user who exists (a user's
 * stream is read, never written), dated when it was recorded.
 */
export const assignAsset: Step<AssignAssetGiven, AssignAssetIntent, AssignAssetDecision> = (given, intent) =>
  Effect.gen(function* () {
    const userId = assigneeNamed(intent)
    if (userId !== null && given.assignee?._tag !== "Registered") return yield* Effect.fail(new ValidationError({ message: AssetMessages.unknownUser }))
    const asset = yield* AssetDecider.decide(
      {
        _tag: "AssignAsset",
        assetId: intent.assetId,
        assignment: {
          assignedToUserId: userId === null ? null : UserId.make(userId),
          assignedToTeam: intent.assignedToTeam?.trim() || null,
          assignedToProject: intent.assignedToProject?.trim() || null,
          assignmentDate: intent.at,
          assignedBy: intent.assignedBy?.trim() || intent.recordedBy,
          notes: intent.notes?.trim() || null
        }
      },
      given.asset
    )
    return { asset }
  })
