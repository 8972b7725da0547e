import { AssetMessages } from "@timber/contracts"
import { useDeleteAsset } from "../../../api/queries/assets"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"

/**
 * The one Delete Asset confirmation (the list's row action and the detail page's button):
 * the spec's question, the toast of its outcome, closed whichever way it ends.
 */
export function DeleteAssetDialog({ assetId, onClose, onDeleted }: { assetId: string | null; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteAsset()
  const runDelete = useToastMutation(remove)
  return (
    <ConfirmDialog
      open={assetId !== null}
      title="Delete Asset"
      message={AssetMessages.confirmDelete}
      confirmLabel="Delete"
      color="error"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        assetId !== null && runDelete(assetId, { success: AssetMessages.deleted, failure: AssetMessages.deleteFailed, always: onClose, then: onDeleted })
      }
    />
  )
}
