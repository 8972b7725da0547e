import { HttpApiBuilder } from "@effect/platform"
import { AssetMessages, NotFound, ReadApi } from "@timber/contracts"
import { assetStats, findAsset, listAssetCategories, pageAssets, nextAssetTag, unallocatedAssetTags } from "@timber/projections"
import { can } from "@timber/domain/permissions/index"
import { Effect } from "effect"
import { assetDocumentResponse } from "./asset-documents.http"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"

/** Every read of the asset register needs the Assets page's read (live topic `assets` asks the same). */
const mayRead = requireAny(["assets-items", "read"])

export const AssetsLive = HttpApiBuilder.group(ReadApi, "assets", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        const user = yield* mayRead
        // the order of the prices is money too: a user who may not see them gets the list in its usual order
        const params =
          urlParams.sort === "purchasePrice" && !can(user, "assets-items", "amount") ? { ...urlParams, sort: undefined, order: undefined } : urlParams
        const { request, after } = yield* readPage(params, { sort: "createdAt", order: "desc" })
        return yield* pagedQuery(({ db }) => pageAssets(db, request, after, params))
      })
    )
    .handle("categories", () =>
      Effect.zipRight(
        mayRead,
        query(({ db }) => listAssetCategories(db))
      )
    )
    .handle("stats", () =>
      Effect.zipRight(
        mayRead,
        query(({ db }) => assetStats(db))
      )
    )
    .handle("nextTag", () =>
      Effect.zipRight(
        mayRead,
        Effect.map(
          query(({ db }) => nextAssetTag(db)),
          (assetTag) => ({ assetTag })
        )
      )
    )
    .handle("unallocatedTags", () =>
      Effect.zipRight(
        mayRead,
        Effect.map(
          query(({ db }) => unallocatedAssetTags(db)),
          (tags) => ({ tags })
        )
      )
    )
    .handle("get", ({ path }) =>
      Effect.gen(function* () {
        yield* mayRead
        const found = yield* query(({ db }) => findAsset(db, path.id))
        if (!found) return yield* new NotFound({ message: AssetMessages.notFound })
        return found
      })
    )
    .handle("document", ({ path }) => Effect.zipRight(mayRead, assetDocumentResponse(path.id, path.documentId)))
)
