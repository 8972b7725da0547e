import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material"
import { NewsletterMessages, type Subscriber } from "@timber/contracts"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { useDeleteSubscriber } from "../api/subscribers-api"

/** The spec's two sentences before a subscriber is erased; the toast tells how it went. */
export function DeleteSubscriberDialog({ subscriber, onClose }: { subscriber: Subscriber | null; onClose: () => void }) {
  const remove = useDeleteSubscriber()
  const runDelete = useToastMutation(remove)
  return (
    <Dialog open={subscriber !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="delete-subscriber-title">
      <DialogTitle id="delete-subscriber-title">Delete Subscriber</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: "anywhere" }}>{subscriber ? NewsletterMessages.deleteQuestion(subscriber.email) : ""}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{NewsletterMessages.cannotUndo}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          disabled={remove.isPending}
          onClick={() =>
            subscriber !== null && runDelete(subscriber.id, { success: NewsletterMessages.deleted, failure: NewsletterMessages.deleteFailed, always: onClose })
          }
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  )
}
