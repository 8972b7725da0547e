import { DeleteDialog } from "../../../../ui/DeleteDialog"

/** The spec's 'Delete Receipt' confirmation. */
export const DeleteLotDialog = ({
  lotNumber,
  busy,
  onCancel,
  onConfirm
}: {
  lotNumber: string | null
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}) => (
  <DeleteDialog
    target={lotNumber}
    title="Delete Receipt"
    question={(lot) => `Are you sure you want to delete the receipt of LOT ${lot}? This cannot be undone.`}
    busy={busy}
    onCancel={onCancel}
    onDelete={onConfirm}
  />
)
