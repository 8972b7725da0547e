import { Avatar, Box, Checkbox, Chip, IconButton, ListItem, ListItemButton, Stack, Tooltip, Typography } from "@mui/material"
import DeleteIcon from "@mui/icons-material/Delete"
import MailIcon from "@mui/icons-material/Mail"
import NotificationsIcon from "@mui/icons-material/Notifications"
import { NotificationTypes, type Notification } from "@timber/contracts"
import { formatDateTime } from "../../../lib/format"
import { wrapAnywhere } from "../../../ui/OverflowText"
import { notificationColor, senderLine } from "../../../ui/notification-look"

/** One row: checkbox, a round icon coloured by type, title, message, time and delete; unread rows tinted, bold, with a New chip. */
export const NotificationRow = ({
  notification: n,
  selected,
  onToggle,
  onOpen,
  onDelete
}: {
  notification: Notification
  selected: boolean
  onToggle: () => void
  onOpen: () => void
  onDelete: () => void
}) => (
  <ListItem
    disablePadding
    divider
    sx={{ bgcolor: n.isRead ? undefined : "rgba(37,99,235,.06)", alignItems: "stretch" }}
    secondaryAction={
      <Tooltip title="Delete">
        <IconButton edge="end" aria-label={`Delete ${n.title}`} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    }
  >
    <Box sx={{ display: "flex", alignItems: "center", pl: 1 }}>
      <Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { "aria-label": `Select ${n.title}` } }} />
    </Box>
    <ListItemButton onClick={onOpen} sx={{ py: 1.5, pr: 7, gap: 2, alignItems: "flex-start" }}>
      <Avatar sx={{ bgcolor: notificationColor(n.type), width: 36, height: 36, mt: 0.25 }} aria-hidden>
        {n.type === NotificationTypes.directMessage ? <MailIcon fontSize="small" /> : <NotificationsIcon fontSize="small" />}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography variant="body1" component="span" sx={{ fontWeight: n.isRead ? 500 : 700, ...wrapAnywhere }}>
            {n.title}
          </Typography>
          {!n.isRead && <Chip label="New" size="small" color="primary" sx={{ height: 20, fontSize: 11, fontWeight: 700 }} />}
        </Stack>
        {senderLine(n) && (
          <Typography variant="body2" sx={{ fontWeight: 600, ...wrapAnywhere }}>
            {senderLine(n)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: n.isRead ? 400 : 600, whiteSpace: "pre-line", ...wrapAnywhere }}>
          {n.message}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(n.createdAt)}
        </Typography>
      </Box>
    </ListItemButton>
  </ListItem>
)
