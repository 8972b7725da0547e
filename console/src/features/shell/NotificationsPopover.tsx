import { Badge, Box, Button, Divider, IconButton, List, ListItemButton, ListItemText, Popover, Tooltip, Typography } from "@mui/material"
import NotificationsIcon from "@mui/icons-material/Notifications"
import { useQuery } from "@tanstack/react-query"
import { LiveTopics, NotificationMessages, type User } from "@timber/contracts"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { useLiveRefetch } from "../../api/live"
import { userCan } from "../../auth/permissions"
import { formatDateTime } from "../../lib/format"
import { notificationColor } from "../../ui/notification-look"
import { receiptsKey, receiptsQuery } from "../management/wood-receipt/api/wood-receipts"
import { notificationsKey, notificationsQuery } from "../notifications/api/notifications"
import { topBarItems } from "./top-bar-alerts"

/** The top bar refreshes on a 60-second timer (spec section 9), besides live pushes. */
export const TOP_BAR_REFRESH_MS = 60_000
export const POPOVER_WIDTH = 380
export const POPOVER_LIST_HEIGHT = 360

export const NotificationsPopover = ({ user }: { user: User }) => {
  const navigate = useNavigate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const notifications = useQuery({ ...notificationsQuery, refetchInterval: TOP_BAR_REFRESH_MS })
  const seesReceipts = userCan(user, "lot-creation", "read") || userCan(user, "wood-receipt", "read") || userCan(user, "dashboard")
  const receipts = useQuery({ ...receiptsQuery, enabled: seesReceipts, refetchInterval: TOP_BAR_REFRESH_MS, retry: false })
  useLiveRefetch([LiveTopics.notifications(user.id), LiveTopics.lots], [notificationsKey, receiptsKey])
  const { total, items } = topBarItems(notifications.data ?? [], receipts.error ? [] : (receipts.data ?? []))

  const open = (to: string) => {
    setAnchor(null)
    navigate(to)
  }
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton color="inherit" aria-label={`Notifications (${total})`} onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge badgeContent={total} color="secondary" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: POPOVER_WIDTH, maxWidth: "calc(100vw - 16px)" } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>{NotificationMessages.heading(total)}</Typography>
        </Box>
        <Divider />
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: "center" }}>{NotificationMessages.empty}</Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: POPOVER_LIST_HEIGHT, overflowY: "auto" }} aria-label="Notifications list">
            {items.map((item) => (
              <ListItemButton key={item.key} onClick={() => open(item.to)} sx={{ borderLeft: `4px solid ${notificationColor(item.type)}`, bgcolor: item.isRead ? undefined : "rgba(37,99,235,.04)" }}>
                <ListItemText
                  primary={item.title}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: "block" }}>{item.message}</Box>
                      <Box component="span" sx={{ fontSize: 11 }}>{formatDateTime(item.at)}</Box>
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: item.isRead ? 500 : 700, fontSize: 14 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ p: 1, textAlign: "center" }}>
          <Button size="small" onClick={() => open("/dashboard/notifications")}>{NotificationMessages.viewAll}</Button>
        </Box>
      </Popover>
    </>
  )
}
