import { Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material"
import { SendMessagePayload, type UserChoice } from "@timber/contracts"
import { useEffect, useState } from "react"
import { recipientLabel } from "../../../api/queries/user-profiles"
import { useContractForm } from "../../../lib/use-contract-form"
import { FormDialogActions } from "../../../ui/FormDialogActions"

interface MessageForm {
  readonly userId: string
  readonly title: string
  readonly message: string
}

const empty: MessageForm = { userId: "", title: "", message: "" }
const FIELDS = { userId: "userId", title: "title", message: "message" } as const
const toBody = (v: MessageForm): SendMessagePayload => ({ userId: v.userId, title: v.title, message: v.message })

/** Send Direct Message (spec section 2): recipient, title and a 4-row message, all required ('Please fill in all fields'). */
export const SendMessageDialog = ({
  open,
  recipients,
  busy,
  serverError,
  onClose,
  onSend
}: {
  open: boolean
  recipients: ReadonlyArray<UserChoice>
  busy: boolean
  serverError?: unknown
  onClose: () => void
  onSend: (body: SendMessagePayload) => void
}) => {
  const [values, setValues] = useState<MessageForm>(empty)
  const form = useContractForm({ schema: SendMessagePayload, values, toBody, fields: FIELDS, serverError })
  const { reset, touch } = form
  useEffect(() => {
    if (open) {
      setValues(empty)
      reset()
    }
  }, [open, reset])
  const set = (field: keyof MessageForm) => (event: { target: { value: string } }) => {
    touch(field)
    setValues((v) => ({ ...v, [field]: event.target.value }))
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Send Direct Message</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            name="userId"
            label="Recipient"
            required
            fullWidth
            value={values.userId}
            onChange={set("userId")}
            {...form.fieldProps("userId")}
            slotProps={{
              select: {
                displayEmpty: true,
                renderValue: (id) =>
                  id
                    ? recipientLabel(
                        recipients.find((r) => r.id === id) ?? { firstName: "", lastName: "", email: String(id), user_metadata: { full_name: "" } }
                      )
                    : "Select a user"
              },
              inputLabel: { shrink: true }
            }}
          >
            <MenuItem value="" disabled>
              Select a user
            </MenuItem>
            {recipients.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {recipientLabel(r)}
              </MenuItem>
            ))}
          </TextField>
          <TextField name="title" label="Title" required fullWidth value={values.title} onChange={set("title")} {...form.fieldProps("title")} />
          <TextField
            name="message"
            label="Message"
            required
            fullWidth
            multiline
            rows={4}
            value={values.message}
            onChange={set("message")}
            {...form.fieldProps("message")}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        hintId="send-message-problem"
        validation={form}
        busy={busy}
        color="secondary"
        inset
        onCancel={onClose}
        onSubmit={() => onSend(toBody(values))}
      >
        Send
      </FormDialogActions>
    </Dialog>
  )
}
