import { Box, IconButton, Popover, Tooltip, Typography } from "@mui/material"
import MailIcon from "@mui/icons-material/Mail"
import { useState } from "react"
import { POPOVER_WIDTH } from "./NotificationsPopover"

/** Internal messaging is not built yet; the popover says so (spec section 2 "Top bar"). */
export const MessagesPopover = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Tooltip title="Messages">
        <IconButton color="inherit" aria-label="Messages" onClick={(e) => setAnchor(e.currentTarget)}>
          <MailIcon />
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
        <Box sx={{ px: 2, py: 3, textAlign: "center" }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>No new messages</Typography>
          <Typography variant="body2" color="text.secondary">Internal messaging feature coming soon</Typography>
        </Box>
      </Popover>
    </>
  )
}
