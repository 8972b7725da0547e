import { AssetMessages } from "@timber/contracts"
import { useDeleteAsset, type Loaded } from "../../../api/queries/assets"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { DeleteDialog } from "../../../ui/DeleteDialog"

/**
 * The one Delete Asset confirmation (the list's row action and the detail page's button):
 * the spec's question, the toast of its outcome, closed whichever way it ends. The delete carries
 * the version the screen loaded: made on an older one it is refused in words.
 */
export function DeleteAssetDialog({ asset, onClose, onDeleted }: { asset: Loaded | null; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteAsset()
  const runDelete = useToastMutation(remove)
  return (
    <DeleteDialog
      target={asset}
      title="Delete Asset"
      question={AssetMessages.confirmDelete}
      busy={remove.isPending}
      onCancel={onClose}
      onDelete={(loaded) => runDelete(loaded, { success: AssetMessages.deleted, failure: AssetMessages.deleteFailed, always: onClose, then: onDeleted })}
    />
  )
}
