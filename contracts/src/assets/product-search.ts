import { Schema } from "effect"
import { money } from "../shared/money"
import { Bounds } from "../shared/bounds"
import { optionalText, requiredText } from "../shared/fields"

/** The product search's and the picture fetch's sentences (administration spec sections 5 and 8). */
export const ProductSearchMessages = {
  queryRequired: "Enter a product to search for",
  noResults: "No results found",
  failed: "Failed to search products"
} as const

/** POST /assets/search-product (section 7): a non-blank query (section 5 "Product search"). */
export const ProductSearchPayload = Schema.Struct({
  query: requiredText("Query", ProductSearchMessages.queryRequired, Bounds.text.line)
})
export type ProductSearchPayload = typeof ProductSearchPayload.Type

/**
 * A product search result (section 3: title, snippet, image, price, source). A result from the
 * company's own register also carries the fields that fill the form for a second one of it
 * (brand, model, category); a web search's has them null.
 */
export const ProductSearchResult = Schema.Struct({
  title: Schema.String,
  snippet: Schema.String,
  image: Schema.NullOr(Schema.String),
  price: money("assets-items", Schema.NullOr(Schema.Number)),
  source: Schema.String,
  name: Schema.NullOr(Schema.String),
  brand: Schema.NullOr(Schema.String),
  modelNumber: Schema.NullOr(Schema.String),
  categoryId: Schema.NullOr(Schema.String)
})
export type ProductSearchResult = typeof ProductSearchResult.Type

/** The answer names the provider that answered, so the dialog can say where the results came from. */
export const ProductSearchAnswer = Schema.Struct({
  provider: Schema.String,
  results: Schema.Array(ProductSearchResult)
})
export type ProductSearchAnswer = typeof ProductSearchAnswer.Type

/** POST /assets/upload-image-url (section 7): the picture's address and the category it is for. */
export const AssetImageUrlPayload = Schema.Struct({
  imageUrl: requiredText("Image URL", "Image URL is required", Bounds.text.notes),
  categoryName: optionalText("Category", Bounds.text.line, { multiline: false })
})
export type AssetImageUrlPayload = typeof AssetImageUrlPayload.Type

/** POST /assets/upload-image: the picture's bytes are the body (the house refuses multipart, contracts/README "Assets"); name and category ride in the query. */
export const AssetImageUploadParams = Schema.Struct({ name: Schema.optional(Schema.String), categoryName: Schema.optional(Schema.String) })

/** Both uploads answer `{ success, imageUrl }` (section 7); the address serves the stored picture. */
export const AssetImageStored = Schema.Struct({ success: Schema.Boolean, imageUrl: Schema.String })
export type AssetImageStored = typeof AssetImageStored.Type

/** Where a stored asset picture is served; the id is the blob's, content-addressed, so the address never changes meaning. */
export const ASSET_IMAGE_KIND = "asset-image"
export const assetImagePath = (blobId: string) => `/api/assets/images/${blobId}`
export const isAssetImageBlob = (blobId: string) => /^asset-image-[0-9a-f]{64}$/.test(blobId)
