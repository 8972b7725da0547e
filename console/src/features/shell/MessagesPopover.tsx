import { Badge, List, Typography } from "@mui/material"
import MailIcon from "@mui/icons-material/Mail"
import { useQuery } from "@tanstack/react-query"
import { LiveTopics, NotificationTypes, type Notification, type User } from "@timber/contracts"
import { useNavigate } from "react-router-dom"
import { useLiveRefetch } from "../../api/live"
import { notificationsKey, notificationsQuery } from "../../api/queries/notifications"
import { countText } from "../../ui/CountPill"
import { senderLine } from "../../ui/notification-look"
import { POPOVER_LIST_HEIGHT, TOP_BAR_REFRESH_MS } from "./NotificationsPopover"
import { PopoverEntry, PopoverHeading, TopBarPopover, ViewAllFooter } from "./TopBarPopover"

/** As many as the bell shows (spec section 9). */
const SHOWN = 8

/** The direct messages colleagues sent this user, newest first. */
export const directMessages = (notifications: ReadonlyArray<Notification>) =>
  notifications.filter((n) => n.type === NotificationTypes.directMessage).toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))

/**
 * The envelope: the direct messages sent from the Notification Centre's Send Message, the
 * unread ones counted on it (spec section 2 "Top bar": 'No new messages' when there are none).
 * They arrive live with the user's notifications topic; a click opens the Notification Centre,
 * where they are read, marked and deleted.
 */
export const MessagesPopover = ({ user }: { user: User }) => {
  const navigate = useNavigate()
  const notifications = useQuery({ ...notificationsQuery, refetchInterval: TOP_BAR_REFRESH_MS })
  useLiveRefetch([LiveTopics.notifications(user.id)], [notificationsKey])
  const messages = directMessages(notifications.data ?? [])
  const unread = messages.filter((m) => !m.isRead).length
  return (
    <TopBarPopover
      title="Messages"
      label={`Messages: ${countText(unread)} unread`}
      icon={
        unread > 0 ? (
          <Badge badgeContent={unread} color="secondary" max={99}>
            <MailIcon />
          </Badge>
        ) : (
          <MailIcon />
        )
      }
    >
      {(close) => {
        const open = () => {
          close()
          navigate("/dashboard/notifications")
        }
        return (
          <>
            <PopoverHeading>Messages</PopoverHeading>
            {messages.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: "center" }}>
                No new messages
              </Typography>
            ) : (
              <List dense disablePadding sx={{ maxHeight: POPOVER_LIST_HEIGHT, overflowY: "auto" }} aria-label="Messages list">
                {messages.slice(0, SHOWN).map((m) => (
                  <PopoverEntry key={m.id} title={m.title} from={senderLine(m)} message={m.message} at={m.createdAt} isRead={m.isRead} onOpen={open} />
                ))}
              </List>
            )}
            <ViewAllFooter onOpen={open} />
          </>
        )
      }}
    </TopBarPopover>
  )
}
