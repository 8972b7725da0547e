import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import {
  Asset,
  AssetCategory,
  AssetCategoryPayload,
  AssetListParams,
  AssetPage,
  AssetPayload,
  AssetStats,
  AssignAssetPayload,
  MaintenancePayload,
  NextAssetTag,
  HeldAssetTag,
  HoldNextTagParams,
  ReturnAssetPayload,
  UnallocatedAssetTags
} from "../assets/dto"
import { AssetImageStored, AssetImageUploadParams, AssetImageUrlPayload, ProductSearchAnswer, ProductSearchPayload } from "../assets/product-search"
import { ImageBytes, ImageUpload } from "./image-upload"
import { AssetDocumentUploadParams } from "../assets/documents"
import { Forbidden, NotFound, ValidationError } from "../shared/errors"
import { IfMatchHeaders } from "../shared/record-version"
import { withDomainErrors } from "./domain-errors"
import { deleteOnSeenVersion, IdPath, onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

const RecordPath = Schema.Struct({ id: Schema.String, recordId: Schema.String })
const DocumentPath = Schema.Struct({ id: Schema.String, documentId: Schema.String })
/** A document's bytes: the upload's body and the download's answer (always an attachment). */
const DocumentBytes = HttpApiSchema.Uint8Array({ contentType: "application/octet-stream" })

/** The asset register's reads (administration spec section 7 "Assets"): page `assets-items`, read. */
export class AssetsApi extends HttpApiGroup.make("assets")
  .add(HttpApiEndpoint.get("list", "/assets").setUrlParams(AssetListParams).addSuccess(AssetPage))
  .add(HttpApiEndpoint.get("categories", "/assets/categories").addSuccess(Schema.Array(AssetCategory)))
  .add(HttpApiEndpoint.get("stats", "/assets/stats").addSuccess(AssetStats))
  .add(HttpApiEndpoint.get("nextTag", "/assets/next-tag").addSuccess(NextAssetTag))
  .add(HttpApiEndpoint.get("unallocatedTags", "/assets/unallocated-tags").addSuccess(UnallocatedAssetTags))
  .add(HttpApiEndpoint.get("get", "/assets/:id").setPath(IdPath).addSuccess(Asset).addError(NotFound))
  .add(HttpApiEndpoint.get("document", "/assets/:id/documents/:documentId").setPath(DocumentPath).addSuccess(DocumentBytes).addError(NotFound))
  .addError(Forbidden)
  .addError(ValidationError)
  .middleware(Authentication) {}

/** The asset register's writes: page `assets-items` create, edit or delete. */
export class AssetCommandsApi extends HttpApiGroup.make("assetCommands")
  .add(HttpApiEndpoint.post("create", "/assets").setPayload(AssetPayload).addSuccess(Asset, { status: 201 }))
  // the spec's GET /assets/next-tag only looks; this holds the tag it answers for the caller's create
  .add(HttpApiEndpoint.post("holdNextTag", "/assets/next-tag").setUrlParams(HoldNextTagParams).addSuccess(HeldAssetTag))
  .add(onSeenVersion(HttpApiEndpoint.patch("update", "/assets/:id")).setPayload(AssetPayload).addSuccess(Asset))
  .add(deleteOnSeenVersion("delete", "/assets/:id"))
  .add(HttpApiEndpoint.post("assign", "/assets/:id/assign").setPath(IdPath).setPayload(AssignAssetPayload).addSuccess(Asset))
  .add(HttpApiEndpoint.post("return", "/assets/:id/return").setPath(IdPath).setPayload(ReturnAssetPayload).addSuccess(Asset))
  .add(HttpApiEndpoint.post("addMaintenance", "/assets/:id/maintenance").setPath(IdPath).setPayload(MaintenancePayload).addSuccess(Asset, { status: 201 }))
  .add(
    HttpApiEndpoint.patch("updateMaintenance", "/assets/:id/maintenance/:recordId")
      .setPath(RecordPath)
      .setHeaders(IfMatchHeaders)
      .setPayload(MaintenancePayload)
      .addSuccess(Asset)
  )
  .add(
    HttpApiEndpoint.post("addDocument", "/assets/:id/documents")
      .setPath(IdPath)
      .setUrlParams(AssetDocumentUploadParams)
      .setPayload(DocumentBytes)
      .addSuccess(Asset, { status: 201 })
  )
  // made on the asset's version the Documents tab showed (If-Match): a document lives on its asset's stream
  .add(HttpApiEndpoint.del("removeDocument", "/assets/:id/documents/:documentId").setPath(DocumentPath).setHeaders(IfMatchHeaders).addSuccess(Asset))
  .add(HttpApiEndpoint.post("createCategory", "/assets/categories").setPayload(AssetCategoryPayload).addSuccess(AssetCategory, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.patch("updateCategory", "/assets/categories/:id")).setPayload(AssetCategoryPayload).addSuccess(AssetCategory))
  .add(deleteOnSeenVersion("deleteCategory", "/assets/categories/:id"))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}

/** An asset's stored picture (section 7 uploads answer its address): page `assets-items`, read. */
export class AssetImagesApi extends HttpApiGroup.make("assetImages")
  .add(HttpApiEndpoint.get("image", "/assets/images/:id").setPath(IdPath).addSuccess(ImageBytes).addError(NotFound))
  .addError(Forbidden)
  .middleware(Authentication) {}

/** The form's picture uploads and product search (section 7): page `assets-items` create or edit. */
export class AssetFormCommandsApi extends HttpApiGroup.make("assetFormCommands")
  .add(HttpApiEndpoint.post("uploadImage", "/assets/upload-image").setUrlParams(AssetImageUploadParams).setPayload(ImageUpload).addSuccess(AssetImageStored))
  .add(HttpApiEndpoint.post("uploadImageUrl", "/assets/upload-image-url").setPayload(AssetImageUrlPayload).addSuccess(AssetImageStored))
  .add(HttpApiEndpoint.post("searchProduct", "/assets/search-product").setPayload(ProductSearchPayload).addSuccess(ProductSearchAnswer))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
