import {
  AssetCategoryEvent,
  AssetCategoryMessages,
  BusinessRuleViolation,
  CATEGORY_CODE_MAX,
  normalizeCategoryCode,
  NotFound,
  ValidationError,
  type AssetCategoryCommand,
  type AssetCategoryDetails,
  type AssetCategoryId
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"

export interface AssetCategoryState {
  readonly status: "absent" | "active" | "deleted"
  readonly details: AssetCategoryDetails | null
  /** The assets filed in it now: a category holding any can't be deleted. */
  readonly assetIds: ReadonlyArray<string>
}

export const assetCategoryStream = (id: AssetCategoryId) => `AssetCategory-${id}`

const invalid = (message: string, path: string) => Effect.fail(new ValidationError({ message, details: { fields: [{ path, message }] } }))

/** Section 5: name and code required; the code upper-cased, at most 10 characters. */
const detailsOf = (d: AssetCategoryDetails): Effect.Effect<AssetCategoryDetails, ValidationError> => {
  const code = normalizeCategoryCode(d.code)
  if (!d.name.trim()) return invalid(AssetCategoryMessages.nameRequired, "name")
  if (!code) return invalid(AssetCategoryMessages.codeRequired, "code")
  if (code.length > CATEGORY_CODE_MAX) return invalid(AssetCategoryMessages.codeTooLong, "code")
  return Effect.succeed({ name: d.name.trim(), code, description: d.description?.trim() || null })
}

const live = (state: AssetCategoryState) => (state.status === "active" ? Effect.void : Effect.fail(new NotFound({ message: AssetCategoryMessages.notFound })))

export const AssetCategoryDecider: Decider<AssetCategoryCommand, AssetCategoryEvent, AssetCategoryState> = {
  events: AssetCategoryEvent,
  initialState: { status: "absent", details: null, assetIds: [] },
  evolve: (state, event) => {
    switch (event._tag) {
      case "AssetCategoryCreated":
      case "AssetCategoryUpdated": {
        const { _tag, categoryId, ...details } = event
        return { ...state, status: "active", details }
      }
      case "AssetCategoryDeleted":
        return { ...state, status: "deleted" }
      case "AssetCategoryAssetFiled":
        return { ...state, assetIds: [...state.assetIds, event.assetId] }
      case "AssetCategoryAssetUnfiled":
        return { ...state, assetIds: state.assetIds.filter((id) => id !== event.assetId) }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "CreateAssetCategory":
        if (state.status !== "absent") return Effect.succeed([])
        return Effect.map(detailsOf(command.details), (details) => [{ _tag: "AssetCategoryCreated" as const, categoryId: command.categoryId, ...details }])
      case "UpdateAssetCategory":
        return Effect.gen(function* () {
          yield* live(state)
          const details = yield* detailsOf(command.details)
          const unchanged = state.details !== null && (Object.keys(details) as Array<keyof AssetCategoryDetails>).every((k) => state.details![k] === details[k])
          return unchanged ? [] : [{ _tag: "AssetCategoryUpdated" as const, categoryId: command.categoryId, ...details }]
        })
      case "DeleteAssetCategory":
        return Effect.gen(function* () {
          yield* live(state)
          if (state.assetIds.length > 0) return yield* new BusinessRuleViolation({ message: AssetCategoryMessages.hasAssets })
          return [{ _tag: "AssetCategoryDeleted" as const, categoryId: command.categoryId }]
        })
      case "FileAssetInCategory":
        // an asset may only join a category that exists now: a deleted one refuses it
        return Effect.as(
          live(state),
          state.assetIds.includes(command.assetId)
            ? []
            : [{ _tag: "AssetCategoryAssetFiled" as const, categoryId: command.categoryId, assetId: command.assetId }]
        )
      case "UnfileAssetFromCategory":
        return Effect.succeed(
          state.assetIds.includes(command.assetId)
            ? [{ _tag: "AssetCategoryAssetUnfiled" as const, categoryId: command.categoryId, assetId: command.assetId }]
            : []
        )
      default:
        return absurd(command)
    }
  }
}
