import { useQueryClient } from "@tanstack/react-query"
import type { WoodTypePayload } from "@timber/contracts"
import { absurd } from "effect"
import { call } from "../../../../api/client"
import { woodTypesKey } from "../../../../api/queries/wood-types"
import { ifMatch } from "../../../../api/stale-edit"
import { resizeImage } from "../../../../lib/image-file"
import { WOOD_TYPE_IMAGE_RESIZE, type WoodTypeImageChange } from "../components/wood-type-image"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

const useWoodTypeMutation = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: woodTypesKey }) })
}

/** POST /api/factory/wood-types */
export const useCreateWoodType = () =>
  useWoodTypeMutation((payload: WoodTypePayload, intent: Intent) => call((api) => api.woodTypeCommands.create({ payload }), intent))

/** PUT /api/factory/wood-types/{id} */
export const useUpdateWoodType = () =>
  useWoodTypeMutation(({ woodType, payload }: { woodType: LoadedWoodType; payload: WoodTypePayload }, intent: Intent) =>
    call((api) => api.woodTypeCommands.update({ path: { id: woodType.id }, headers: ifMatch(woodType.version), payload }), intent)
  )

/** A wood type as the screen loaded it: its id, and the version an edit or delete of it carries (If-Match). */
interface LoadedWoodType {
  readonly id: string
  readonly version: string
}

/** POST /api/factory/wood-types/{id}/image with the (already resized) picture's bytes. */
export const useUploadWoodTypeImage = () =>
  useWoodTypeMutation(({ id, bytes, name }: { id: string; bytes: Uint8Array; name: string }, intent: Intent) =>
    call((api) => api.woodTypeCommands.uploadImage({ path: { id }, payload: bytes, urlParams: { name } }), intent)
  )

/** DELETE /api/factory/wood-types/{id}/image, on the version the form saved or loaded (If-Match). */
export const useRemoveWoodTypeImage = () =>
  useWoodTypeMutation((woodType: LoadedWoodType, intent: Intent) =>
    call((api) => api.woodTypeCommands.removeImage({ path: { id: woodType.id }, headers: ifMatch(woodType.version) }), intent)
  )

/** DELETE /api/factory/wood-types/{id} */
export const useDeleteWoodType = () =>
  useWoodTypeMutation((woodType: LoadedWoodType, intent: Intent) =>
    call((api) => api.woodTypeCommands.remove({ path: { id: woodType.id }, headers: ifMatch(woodType.version) }), intent)
  )

/**
 * Applies the dialog's picture change to a saved wood type: resizes and uploads a chosen file
 * (new or replacing), or removes the stored one. A mutation of its own, so the screen runs it
 * through `useToastMutation` like every write; it fails with the refusal.
 */
export const useApplyWoodTypeImage = () => {
  const upload = useUploadWoodTypeImage()
  const remove = useRemoveWoodTypeImage()
  return useIntentMutation({
    mutationFn: async ({ id, version, change }: LoadedWoodType & { change: WoodTypeImageChange }): Promise<void> => {
      switch (change.kind) {
        case "keep":
          return
        case "replace":
          await upload.mutateAsync({ id, bytes: await resizeImage(change.file, WOOD_TYPE_IMAGE_RESIZE), name: change.file.name })
          return
        case "remove":
          await remove.mutateAsync({ id, version })
          return
        default:
          return absurd(change)
      }
    }
  })
}
