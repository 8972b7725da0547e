import { Box, Button, Divider, IconButton, ListItem, ListItemButton, ListItemText, Popover, Tooltip, Typography } from "@mui/material"
import { NotificationMessages } from "@timber/contracts"
import { useState, type ReactNode } from "react"
import { formatDateTime } from "../../lib/format"
import { wrapAnywhere } from "../../ui/OverflowText"

/** Spec section 9: top-bar popovers are 380 wide. */
export const POPOVER_WIDTH = 380

/** A top-bar icon that opens a popover under it, right-aligned; `children` gets a way to close it. */
export const TopBarPopover = ({
  title,
  label,
  icon,
  children
}: {
  title: string
  label: string
  icon: ReactNode
  children: (close: () => void) => ReactNode
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" aria-label={label} onClick={(e) => setAnchor(e.currentTarget)}>
          {icon}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: POPOVER_WIDTH, maxWidth: "calc(100vw - 16px)" } } }}
      >
        {children(close)}
      </Popover>
    </>
  )
}

/** A popover's heading, above its list. */
export const PopoverHeading = ({ children }: { children: ReactNode }) => (
  <>
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {children}
      </Typography>
    </Box>
    <Divider />
  </>
)

/** Below a popover's list: the way to the Notification Centre. */
export const ViewAllFooter = ({ onOpen }: { onOpen: () => void }) => (
  <>
    <Divider />
    <Box sx={{ p: 1, textAlign: "center" }}>
      <Button size="small" onClick={onOpen}>
        {NotificationMessages.viewAll}
      </Button>
    </Box>
  </>
)

/** One notification or message in a popover's list: its title (bold while unread), its text and its time; a click opens it. */
export const PopoverEntry = ({
  title,
  from = null,
  message,
  at,
  isRead,
  accent,
  onOpen
}: {
  title: string
  /** Who sent it ("From Amina Tester"), for a direct message. */
  from?: string | null
  message: string
  at: string
  isRead: boolean
  /** A coloured left edge (the notification's type). */
  accent?: string
  onOpen: () => void
}) => (
  // a list holds list items; the button sits inside its item
  <ListItem disablePadding>
    <ListItemButton onClick={onOpen} sx={{ borderLeft: accent ? `4px solid ${accent}` : undefined, bgcolor: isRead ? undefined : "rgba(37,99,235,.04)" }}>
      <ListItemText
        primary={title}
        secondary={
          <>
            {from && (
              <Box component="span" sx={{ display: "block", fontWeight: 600, ...wrapAnywhere }}>
                {from}
              </Box>
            )}
            <Box component="span" sx={{ display: "block", ...wrapAnywhere }}>
              {message}
            </Box>
            <Box component="span" sx={{ fontSize: 11 }}>
              {formatDateTime(at)}
            </Box>
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: isRead ? 500 : 700, fontSize: 14, ...wrapAnywhere } } }}
      />
    </ListItemButton>
  </ListItem>
)
