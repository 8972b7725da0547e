import { HttpApiBuilder } from "@effect/platform"
import {
  AssetCategoryId,
  AssetCategoryMessages,
  AssetDocumentId,
  AssetId,
  EditedRecords,
  MaintenanceRecordId,
  normalizeCategoryCode,
  toAsset,
  WriteApi,
  type AssetCategory,
  type AssetCategoryPayload,
  type DomainError,
  type MaintenanceFields,
  type MaintenancePayload
} from "@timber/contracts"
import { AssetCategoryDecider, assetCategoryStream, AssetDecider, assetInputOf } from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { addDocumentCommand } from "./asset-documents.http"
import { type EditedRecord, type Executed, type Outcome, type Streams } from "../commands/execute"
import { claimValue, releaseValue } from "../commands/reservations"
import { holdNextTag, TAG_HOLD_MINUTES, tagClaim } from "../commands/asset-tag-hold"
import { UniqueValues } from "../commands/unique-values"
import { assignAssetCommand } from "../steps/assign-asset"
import { assetOf, categoryOf } from "../steps/asset-streams"
import { editAssetCommand } from "../steps/edit-asset"
import { command } from "./command"
import { commandEnvelope, requirePermission } from "./request-context"

/** Every asset and category call is gated by the Assets page (a USER by the default template reads only). */
const PAGE = "assets-items" as const

const recordOf = (payload: MaintenancePayload): MaintenanceFields => ({
  maintenanceType: payload.maintenanceType,
  scheduledDate: payload.scheduledDate,
  description: payload.description?.trim() || null,
  performedBy: payload.performedBy?.trim() || null,
  cost: payload.cost ?? null,
  status: payload.status ?? "SCHEDULED",
  completedDate: payload.completedDate ?? null,
  recurrence: payload.recurrenceInterval == null ? null : { every: payload.recurrenceInterval, unit: payload.recurrenceUnit ?? "MONTHS" }
})

const claimTag = (streams: Streams, tag: string, assetId: AssetId, hold?: string) => claimValue(streams, tagClaim(tag, assetId, hold))

const releaseTag = (streams: Streams, tag: string, assetId: AssetId) =>
  releaseValue(streams, { scope: UniqueValues.assetTag.scope, key: UniqueValues.assetTag.key(tag), ownerId: assetId })

/** The category as an asset shows it, read in the same command. */
const categoryNamed = (streams: Streams, categoryId: AssetCategoryId) =>
  Effect.map(streams.read(categoryOf(categoryId)), ({ state }) =>
    state.status === "active" && state.details ? { id: categoryId, name: state.details.name, code: state.details.code } : null
  )

type AssetState = typeof AssetDecider.initialState
type CategoryState = typeof AssetCategoryDecider.initialState
type Edited<S> = EditedRecord<S> & { readonly bodyVersion?: string | undefined }

/** An asset an edit or a delete was made on: a stale one is refused with the asset as the register shows it now. */
const editedAsset = (assetId: AssetId, bodyVersion?: string): Edited<AssetState> => ({
  ref: assetOf(assetId),
  subject: EditedRecords.asset,
  bodyVersion,
  current: ({ state, trail, version }, streams) =>
    state.view === null
      ? Effect.succeed(null)
      : Effect.map(categoryNamed(streams, state.view.categoryId as AssetCategoryId), (category) => toAsset(state.view!, category, { ...trail, version }))
})

/**
 * A maintenance record an edit was made on. It lives in its asset's stream, so its version is the
 * asset's: a stale edit is refused with the record as it is now.
 */
const editedMaintenance = (assetId: AssetId, recordId: MaintenanceRecordId, bodyVersion?: string): Edited<AssetState> => ({
  ref: assetOf(assetId),
  subject: EditedRecords.maintenanceRecord,
  bodyVersion,
  current: ({ state }) => Effect.succeed(state.view?.maintenanceRecords.find((record) => record.id === recordId) ?? null)
})

/** A category an edit or a delete was made on (assets filed in it meanwhile don't make it stale). */
const editedCategory = (categoryId: AssetCategoryId, bodyVersion?: string): Edited<CategoryState> => ({
  ref: categoryOf(categoryId),
  subject: EditedRecords.assetCategory,
  bodyVersion,
  current: ({ state, version }) =>
    Effect.succeed(
      state.details === null ? null : ({ id: categoryId, ...state.details, _count: { assets: state.assetIds.length }, version } satisfies AssetCategory)
    )
})

/**
 * Ends an asset's command by reading the category the asset names, so the answer names it as
 * stored in the same try (contracts `toAsset`). Answers that category's name and code.
 */
const withCategoryShown =
  <R>(assetId: AssetId, decide: (streams: Streams) => Effect.Effect<unknown, DomainError, R>) =>
  (streams: Streams) =>
    Effect.zipRight(
      decide(streams),
      Effect.flatMap(streams.read(assetOf(assetId)), ({ state }) =>
        state.view === null ? Effect.succeed(null) : categoryNamed(streams, state.view.categoryId as AssetCategoryId)
      )
    )

/** The asset as a write answers it, from the state its command left and the category it read. */
const assetAnswer = (assetId: AssetId, outcome: Outcome<Effect.Effect.Success<ReturnType<typeof categoryNamed>>>) => {
  const { state, trail, version } = outcome.executed(assetOf(assetId))
  if (state.view === null || version === null) return Effect.die(new Error(`asset ${assetId} has nothing to show after a write`))
  return Effect.succeed(toAsset(state.view, outcome.value, { ...trail, version }))
}

/** The category as a write answers it, from the state its command left. */
const categoryAnswer = (categoryId: AssetCategoryId, { state, version }: Pick<Executed<CategoryState>, "state" | "version">) =>
  state.details === null || version === null
    ? Effect.die(new Error(`category ${categoryId} has nothing to show after a write`))
    : Effect.succeed({ id: categoryId, ...state.details, _count: { assets: state.assetIds.length }, version } satisfies AssetCategory)

/** A category code is one category's: claimed like a tag, free again once its category is deleted. */
const claimCode = (streams: Streams, code: string, categoryId: AssetCategoryId) =>
  claimValue(streams, {
    scope: UniqueValues.assetCategoryCode.scope,
    key: UniqueValues.assetCategoryCode.key(code),
    ownerId: categoryId,
    takenMessage: AssetCategoryMessages.codeTaken(normalizeCategoryCode(code)),
    ownerStream: (holder: string) => assetCategoryStream(AssetCategoryId.make(holder)),
    endedBy: "AssetCategoryDeleted"
  })

const releaseCode = (streams: Streams, code: string, categoryId: AssetCategoryId) =>
  releaseValue(streams, { scope: UniqueValues.assetCategoryCode.scope, key: UniqueValues.assetCategoryCode.key(code), ownerId: categoryId })

/** A category name is one category's too: two "Power tools" would split the assets a person looks for. */
const claimName = (streams: Streams, name: string, categoryId: AssetCategoryId) =>
  claimValue(streams, {
    scope: UniqueValues.assetCategoryName.scope,
    key: UniqueValues.assetCategoryName.key(name),
    ownerId: categoryId,
    takenMessage: AssetCategoryMessages.nameTaken(name.trim()),
    ownerStream: (holder: string) => assetCategoryStream(AssetCategoryId.make(holder)),
    endedBy: "AssetCategoryDeleted"
  })

const releaseName = (streams: Streams, name: string, categoryId: AssetCategoryId) =>
  releaseValue(streams, { scope: UniqueValues.assetCategoryName.scope, key: UniqueValues.assetCategoryName.key(name), ownerId: categoryId })

const categoryDetails = (payload: AssetCategoryPayload) => ({ name: payload.name, code: payload.code, description: payload.description ?? null })

export const AssetCommandsLive = HttpApiBuilder.group(WriteApi, "assetCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const assetId = AssetId.make((yield* commandEnvelope).ids.next("asset"))
        const input = assetInputOf(payload)
        // the asset, its tag's claim and its filing in the category: one decision over the three streams, one append
        const registered = yield* command(
          withCategoryShown(assetId, (streams) =>
            Effect.gen(function* () {
              yield* streams.decide(assetOf(assetId), { _tag: "RegisterAsset", assetId, input }, { assumeNew: true })
              yield* streams.decide(categoryOf(input.categoryId), { _tag: "FileAssetInCategory", categoryId: input.categoryId, assetId })
              yield* claimTag(streams, input.assetTag, assetId, payload.tagHold)
            })
          )
        )
        return yield* assetAnswer(assetId, registered)
      })
    )
    .handle("holdNextTag", ({ urlParams }) =>
      Effect.gen(function* () {
        // a step of adding an asset: offered to those who may create one
        yield* requirePermission(PAGE, "create")
        const envelope = yield* commandEnvelope
        const hold = envelope.ids.next("tag-hold")
        const outcome = yield* command((streams) => holdNextTag(streams, hold, urlParams.from))
        const heldUntil = new Date(Date.parse(envelope.occurredAt) + TAG_HOLD_MINUTES * 60_000).toISOString()
        return { assetTag: outcome.value, tagHold: hold, heldUntil }
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission(PAGE, "edit")
        const assetId = AssetId.make(path.id)
        const updated = yield* command(withCategoryShown(assetId, editAssetCommand({ assetId, payload, actor: user })), editedAsset(assetId, payload.version))
        return yield* assetAnswer(assetId, updated)
      })
    )
    .handle("delete", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const assetId = AssetId.make(path.id)
        // the asset, its tag and its category let go of each other in one append
        yield* command(
          (streams) =>
            Effect.gen(function* () {
              const { state } = yield* streams.read(assetOf(assetId))
              yield* streams.decide(assetOf(assetId), { _tag: "DeleteAsset", assetId })
              const details = state.details!
              yield* releaseTag(streams, details.assetTag, assetId)
              yield* streams.decide(categoryOf(details.categoryId), { _tag: "UnfileAssetFromCategory", categoryId: details.categoryId, assetId })
            }),
          editedAsset(assetId)
        )
        return { id: assetId }
      })
    )
    .handle("assign", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const assetId = AssetId.make(path.id)
        const recordedBy = yield* actorName
        const { occurredAt: at } = yield* commandEnvelope
        const assigned = yield* command(withCategoryShown(assetId, assignAssetCommand({ assetId, ...payload, at, recordedBy })))
        return yield* assetAnswer(assetId, assigned)
      })
    )
    .handle("return", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const assetId = AssetId.make(path.id)
        const name = yield* actorName
        const { occurredAt } = yield* commandEnvelope
        const returned = yield* command(
          withCategoryShown(assetId, (streams) =>
            streams.decide(assetOf(assetId), { _tag: "ReturnAsset", assetId, returnDate: occurredAt, returnedBy: name, notes: payload.notes?.trim() || null })
          )
        )
        return yield* assetAnswer(assetId, returned)
      })
    )
    .handle("addMaintenance", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const assetId = AssetId.make(path.id)
        const recordId = MaintenanceRecordId.make((yield* commandEnvelope).ids.next("maintenance"))
        const recorded = yield* command(
          withCategoryShown(assetId, (streams) => streams.decide(assetOf(assetId), { _tag: "RecordMaintenance", assetId, recordId, record: recordOf(payload) }))
        )
        return yield* assetAnswer(assetId, recorded)
      })
    )
    .handle("updateMaintenance", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const assetId = AssetId.make(path.id)
        const recordId = MaintenanceRecordId.make(path.recordId)
        const changed = yield* command(
          withCategoryShown(assetId, (streams) =>
            streams.decide(assetOf(assetId), { _tag: "UpdateMaintenance", assetId, recordId, record: recordOf(payload) })
          ),
          editedMaintenance(assetId, recordId, payload.version)
        )
        return yield* assetAnswer(assetId, changed)
      })
    )
    // a document is part of the asset's record: added with edit, removed with delete (a USER downloads only)
    .handle("addDocument", ({ path, payload, urlParams }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const assetId = AssetId.make(path.id)
        const add = yield* addDocumentCommand(assetId, payload, urlParams)
        const added = yield* command(withCategoryShown(assetId, (streams) => streams.decide(assetOf(assetId), add)))
        return yield* assetAnswer(assetId, added)
      })
    )
    .handle("removeDocument", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const assetId = AssetId.make(path.id)
        const documentId = AssetDocumentId.make(path.documentId)
        const removed = yield* command(
          withCategoryShown(assetId, (streams) => streams.decide(assetOf(assetId), { _tag: "RemoveAssetDocument", assetId, documentId })),
          editedAsset(assetId)
        )
        return yield* assetAnswer(assetId, removed)
      })
    )
    .handle("createCategory", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const categoryId = AssetCategoryId.make((yield* commandEnvelope).ids.next("asset-category"))
        // the category and its code's claim: one append
        const created = yield* command((streams) =>
          Effect.gen(function* () {
            const after = yield* streams.decide(
              categoryOf(categoryId),
              { _tag: "CreateAssetCategory", categoryId, details: categoryDetails(payload) },
              { assumeNew: true }
            )
            yield* claimCode(streams, after.details!.code, categoryId)
            yield* claimName(streams, after.details!.name, categoryId)
          })
        )
        return yield* categoryAnswer(categoryId, created.executed(categoryOf(categoryId)))
      })
    )
    .handle("updateCategory", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const categoryId = AssetCategoryId.make(path.id)
        const updated = yield* command(
          (streams) =>
            Effect.gen(function* () {
              const before = (yield* streams.read(categoryOf(categoryId))).state.details
              const after = yield* streams.decide(categoryOf(categoryId), { _tag: "UpdateAssetCategory", categoryId, details: categoryDetails(payload) })
              if (before !== null && after.details!.code !== before.code) {
                yield* claimCode(streams, after.details!.code, categoryId)
                yield* releaseCode(streams, before.code, categoryId)
              }
              if (before !== null && UniqueValues.assetCategoryName.key(after.details!.name) !== UniqueValues.assetCategoryName.key(before.name)) {
                yield* claimName(streams, after.details!.name, categoryId)
                yield* releaseName(streams, before.name, categoryId)
              }
            }),
          editedCategory(categoryId, payload.version)
        )
        return yield* categoryAnswer(categoryId, updated.executed(categoryOf(categoryId)))
      })
    )
    .handle("deleteCategory", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "delete")
        const categoryId = AssetCategoryId.make(path.id)
        yield* command(
          (streams) =>
            Effect.gen(function* () {
              const { state } = yield* streams.read(categoryOf(categoryId))
              yield* streams.decide(categoryOf(categoryId), { _tag: "DeleteAssetCategory", categoryId })
              yield* releaseCode(streams, state.details!.code, categoryId)
              yield* releaseName(streams, state.details!.name, categoryId)
            }),
          editedCategory(categoryId)
        )
        return { id: categoryId }
      })
    )
)
