import { HttpApiBuilder } from "@effect/platform"
import {
  ASSET_IMAGE_KIND,
  assetImagePath,
  AssetMessages,
  BusinessRuleViolation,
  ProductSearchMessages,
  WriteApi,
  type AssetImageStored
} from "@timber/contracts"
import { Context, Effect } from "effect"
import { storeImage } from "../storage/images"
import { isMultipart } from "../storage/multipart-form"
import { readPictureForm } from "../storage/picture-form"
import type { ProductSearchProvider } from "../storage/product-search"
import { requirePermission } from "./request-context"

const PAGE = "assets-items" as const

/** Why a call outside failed, for the log (Effect.tryPromise wraps the thrown error as its cause). */
const reason = (why: unknown): string => {
  const inner = why !== null && typeof why === "object" && "cause" in why && why.cause !== undefined ? why.cause : why
  return inner instanceof Error ? inner.message : String(inner)
}

/** What the asset form's server calls reach outside the event store: the picture fetcher and the product search provider (swapped in tests). */
export class AssetFormServices extends Context.Tag("AssetFormServices")<
  AssetFormServices,
  {
    readonly fetchImage: (address: string) => Promise<Uint8Array>
    readonly productSearch: ProductSearchProvider
    readonly log: (line: string) => void
  }
>() {}

/** The form uploads a picture for a new asset (create) or for one being edited (edit): either will do; a USER has neither. */
const mayUseForm = Effect.firstSuccessOf([requirePermission(PAGE, "create"), requirePermission(PAGE, "edit")])

const stored = (bytes: Uint8Array, name: string | undefined) =>
  Effect.map(storeImage(ASSET_IMAGE_KIND, bytes, name), (file): AssetImageStored => ({ success: true, imageUrl: assetImagePath(file.id) }))

/** The upload's file name: the category it was taken for when the uploader gave none (section 7 sends categoryName). */
const pictureName = (name: string | undefined, categoryName: string | null | undefined) =>
  name?.trim() || (categoryName?.trim() ? `${categoryName.trim()} picture` : undefined)

export const AssetFormCommandsLive = HttpApiBuilder.group(WriteApi, "assetFormCommands", (handlers) =>
  handlers
    // raw: section 7's multipart form (file, categoryName) or the bytes alone, as the console sends them
    .handleRaw("uploadImage", ({ request, urlParams }) =>
      Effect.gen(function* () {
        yield* mayUseForm
        const body = new Uint8Array(yield* Effect.orDie(request.arrayBuffer))
        const contentType = request.headers["content-type"] ?? ""
        if (!isMultipart(contentType)) return yield* stored(body, pictureName(urlParams.name, urlParams.categoryName))
        const form = yield* readPictureForm(body, contentType)
        return yield* stored(form.bytes, pictureName(form.name, form.categoryName))
      })
    )
    .handle("uploadImageUrl", ({ payload }) =>
      Effect.gen(function* () {
        yield* mayUseForm
        const services = yield* AssetFormServices
        // any failure, whatever its cause (a refused address, a timeout, too large, not a picture), is the one sentence of section 8
        const failed = (why: unknown) =>
          Effect.zipRight(
            Effect.sync(() => services.log(`upload-image-url refused ${JSON.stringify(payload.imageUrl)}: ${reason(why)}`)),
            Effect.fail(new BusinessRuleViolation({ message: AssetMessages.imageDownloadFailed }))
          )
        const bytes = yield* Effect.tryPromise(() => services.fetchImage(payload.imageUrl)).pipe(Effect.catchAll(failed))
        const name = pictureName(new URL(payload.imageUrl.trim()).pathname.split("/").pop(), payload.categoryName)
        return yield* stored(bytes, name).pipe(Effect.catchAll(failed))
      })
    )
    .handle("searchProduct", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const { productSearch, log } = yield* AssetFormServices
        const results = yield* Effect.tryPromise(() => productSearch.search(payload.query)).pipe(
          Effect.catchAll((why) =>
            Effect.zipRight(
              Effect.sync(() => log(`search-product (${productSearch.name}) failed: ${reason(why)}`)),
              Effect.fail(new BusinessRuleViolation({ message: ProductSearchMessages.failed }))
            )
          )
        )
        return { provider: productSearch.name, results }
      })
    )
)
