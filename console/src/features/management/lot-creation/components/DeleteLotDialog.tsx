import { ConfirmDialog } from "../../../../ui/ConfirmDialog"

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
  <ConfirmDialog
    open={lotNumber !== null}
    title="Delete Receipt"
    message={`Are you sure you want to delete the receipt of LOT ${lotNumber ?? ""}? This cannot be undone.`}
    confirmLabel="Delete"
    color="error"
    busy={busy}
    onCancel={onCancel}
    onConfirm={onConfirm}
  />
)
