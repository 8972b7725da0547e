import { AssetMessages } from "@timber/contracts"
import { useDeleteAsset } from "../../../api/queries/assets"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { DeleteDialog } from "../../../ui/DeleteDialog"

/**
 * The one Delete Asset confirmation (the list's row action and the detail page's button):
 * the spec's question, the toast of its outcome, closed whichever way it ends.
 */
export function DeleteAssetDialog({ assetId, onClose, onDeleted }: { assetId: string | null; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteAsset()
  const runDelete = useToastMutation(remove)
  return (
    <DeleteDialog
      target={assetId}
      title="Delete Asset"
      question={AssetMessages.confirmDelete}
      busy={remove.isPending}
      onCancel={onClose}
      onDelete={(id) => runDelete(id, { success: AssetMessages.deleted, failure: AssetMessages.deleteFailed, always: onClose, then: onDeleted })}
    />
  )
}
