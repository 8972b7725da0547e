import { Box, Typography } from "@mui/material"
import MailIcon from "@mui/icons-material/Mail"
import { TopBarPopover } from "./TopBarPopover"

/** Internal messaging is not built yet; the popover says so (spec section 2 "Top bar"). */
export const MessagesPopover = () => (
  <TopBarPopover title="Messages" label="Messages" icon={<MailIcon />}>
    {() => (
      <Box sx={{ px: 2, py: 3, textAlign: "center" }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          No new messages
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Internal messaging feature coming soon
        </Typography>
      </Box>
    )}
  </TopBarPopover>
)
