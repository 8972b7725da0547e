import type { ImageResize } from "../../../../lib/image-file"

/** What the dialog does to the wood type's picture on save: nothing, upload a chosen file (new or replacing), or remove it. */
export type WoodTypeImageChange = { readonly kind: "keep" } | { readonly kind: "replace"; readonly file: File } | { readonly kind: "remove" }

export const KEEP_IMAGE: WoodTypeImageChange = { kind: "keep" }

/** The picture shows at most 400 px wide in the dialog: twice that on dense screens, its shape kept. */
export const WOOD_TYPE_IMAGE_RESIZE: ImageResize = { side: 800, shape: "fit" }
