import { ImageMessages, ValidationError } from "@timber/contracts"
import { Effect } from "effect"
import { multipartFormOf } from "./multipart-form"

/** The form section 7 names for the asset picture upload: its `file` and the `categoryName` it was taken for. */
export interface PictureForm {
  readonly bytes: Uint8Array
  readonly name: string | undefined
  readonly categoryName: string | undefined
}

const refuse = (message: string) => new ValidationError({ message, details: { fields: [{ path: "file", message }] } })

/**
 * `POST /assets/upload-image` as multipart/form-data (section 7: file, categoryName), read from
 * the body the edge already read and bounded. The console sends the bytes alone (no form to build,
 * the name and category in the address); both reach the same store and the same checks.
 */
export const readPictureForm = (body: Uint8Array, contentType: string) =>
  Effect.gen(function* () {
    const form = yield* multipartFormOf(body, contentType, () => refuse(ImageMessages.missing))
    const file = form.get("file")
    if (file === null || typeof file === "string") return yield* refuse(ImageMessages.missing)
    const categoryName = form.get("categoryName")
    return {
      bytes: new Uint8Array(yield* Effect.promise(() => file.arrayBuffer())),
      name: file.name || undefined,
      categoryName: typeof categoryName === "string" ? categoryName : undefined
    } satisfies PictureForm
  })
