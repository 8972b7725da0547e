import { NewsletterMessages, type Subscriber } from "@timber/contracts"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { DeleteDialog } from "../../../../ui/DeleteDialog"
import { useDeleteSubscriber } from "../api/subscribers-api"

/** The spec's two sentences before a subscriber is erased; the toast tells how it went. */
export function DeleteSubscriberDialog({ subscriber, onClose }: { subscriber: Subscriber | null; onClose: () => void }) {
  const remove = useDeleteSubscriber()
  const runDelete = useToastMutation(remove)
  return (
    <DeleteDialog
      target={subscriber}
      title="Delete Subscriber"
      question={(s) => NewsletterMessages.deleteQuestion(s.email)}
      note={NewsletterMessages.cannotUndo}
      busy={remove.isPending}
      onCancel={onClose}
      onDelete={(s) => runDelete(s, { success: NewsletterMessages.deleted, failure: NewsletterMessages.deleteFailed, always: onClose })}
    />
  )
}
