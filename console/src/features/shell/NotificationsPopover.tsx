import { Badge, List, Typography } from "@mui/material"
import NotificationsIcon from "@mui/icons-material/Notifications"
import { useQuery } from "@tanstack/react-query"
import { LiveTopics, NotificationMessages, type User } from "@timber/contracts"
import { useNavigate } from "react-router-dom"
import { useLiveRefetch } from "../../api/live"
import { userCan } from "../../auth/permissions"
import { BELL_COUNTS } from "../../config/navigation"
import { countText } from "../../ui/CountPill"
import { LoadingLine } from "../../ui/LoadingLine"
import { notificationColor } from "../../ui/notification-look"
import { lotAlertsQuery, lotsKey } from "../../api/queries/lots"
import { notificationsKey, notificationsQuery } from "../../api/queries/notifications"
import { topBarItems, type TopBarItem } from "./top-bar-alerts"
import { PopoverEntry, PopoverHeading, TopBarPopover, ViewAllFooter } from "./TopBarPopover"

/** The top bar refreshes on a 60-second timer (spec section 9), besides live pushes. */
export const TOP_BAR_REFRESH_MS = 60_000
export const POPOVER_LIST_HEIGHT = 360

export const NotificationsPopover = ({ user }: { user: User }) => {
  const navigate = useNavigate()
  const notifications = useQuery({ ...notificationsQuery, refetchInterval: TOP_BAR_REFRESH_MS })
  const seesReceipts = userCan(user, "lot-creation", "read") || userCan(user, "wood-receipt", "read") || userCan(user, "dashboard")
  // the few LOTs the alerts name, picked and capped by the server: the top bar never reads every LOT
  const receipts = useQuery({ ...lotAlertsQuery, enabled: seesReceipts, refetchInterval: TOP_BAR_REFRESH_MS, retry: false })
  useLiveRefetch([LiveTopics.notifications(user.id), LiveTopics.lots], [notificationsKey, lotsKey])
  const { total, items } = topBarItems(notifications.data ?? [], receipts.error ? undefined : receipts.data)

  return (
    <TopBarPopover
      title={`Notifications, ${BELL_COUNTS}`}
      // the badge's digits are part of the name as a word of their own ("(2)" would not be), like the sidebar's counts
      label={`Notifications: ${countText(total)} ${BELL_COUNTS}`}
      icon={
        // no badge at 0: a hidden MUI badge keeps showing its last count, which the name would no longer say
        total > 0 ? (
          <Badge badgeContent={total} color="secondary" max={99}>
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )
      }
    >
      {(close) => (
        <NotificationList
          loading={notifications.isPending || (seesReceipts && receipts.isPending)}
          total={total}
          items={items}
          onOpen={(to) => {
            close()
            navigate(to)
          }}
        />
      )}
    </TopBarPopover>
  )
}

/** The popover's content: the heading, the 8 newest items (or the empty text) and the link to all. */
const NotificationList = ({
  loading,
  total,
  items,
  onOpen
}: {
  loading: boolean
  total: number
  items: ReadonlyArray<TopBarItem>
  onOpen: (to: string) => void
}) => (
  <>
    {/* until the list has answered, neither "You have 0 notifications" nor "No notifications" */}
    <PopoverHeading>{loading ? "Notifications" : NotificationMessages.heading(total)}</PopoverHeading>
    {loading ? (
      <LoadingLine label="Loading notifications…" />
    ) : items.length === 0 ? (
      <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: "center" }}>
        {NotificationMessages.empty}
      </Typography>
    ) : (
      <List dense disablePadding sx={{ maxHeight: POPOVER_LIST_HEIGHT, overflowY: "auto" }} aria-label="Notifications list">
        {items.map((item) => (
          <PopoverEntry
            key={item.key}
            title={item.title}
            message={item.message}
            at={item.at}
            isRead={item.isRead}
            accent={notificationColor(item.type)}
            onOpen={() => onOpen(item.to)}
          />
        ))}
      </List>
    )}
    <ViewAllFooter onOpen={() => onOpen("/dashboard/notifications")} />
  </>
)
