import { ConfirmDialog } from "./ConfirmDialog"

/**
 * The delete confirmation of every screen: the spec's question about what is to be deleted
 * (and its stressed second sentence, where it has one), Cancel, and a red Delete that waits
 * while the delete runs. Open while `target` is set; Delete hands that target back, so a
 * screen never deletes something other than what the question named.
 */
export const DeleteDialog = <T,>({
  target,
  title,
  question,
  note,
  busy,
  onCancel,
  onDelete
}: {
  target: T | null
  title: string
  /** The spec's sentence; a function where it names the target. */
  question: string | ((target: T) => string)
  note?: string
  busy: boolean
  onCancel: () => void
  onDelete: (target: T) => void
}) => (
  <ConfirmDialog
    open={target !== null}
    title={title}
    // while the dialog fades out after closing there is no target left to name
    message={typeof question === "string" ? question : target === null ? "" : question(target)}
    note={note}
    confirmLabel="Delete"
    color="error"
    busy={busy}
    onCancel={onCancel}
    onConfirm={() => target !== null && onDelete(target)}
  />
)
