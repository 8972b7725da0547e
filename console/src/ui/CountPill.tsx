import { Box, Tooltip } from "@mui/material"

/** A count as badges show it: above 99 it reads "99+", and a name that repeats it must say the same. */
export const countText = (count: number) => (count > 99 ? "99+" : String(count))

/** A small red count beside a menu entry (pending approvals, unread notifications); nothing at 0. Its label, which says what it counts, is also its tooltip. */
export const CountPill = ({ count, label }: { count: number; label: string }) =>
  count > 0 ? (
    <Tooltip title={label}>
      <Box
        component="span"
        aria-label={label}
        sx={{
          bgcolor: "secondary.main",
          color: "#fff",
          borderRadius: 10,
          minWidth: 20,
          height: 20,
          px: 0.75,
          fontSize: 12,
          fontWeight: 700,
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          lineHeight: 1
        }}
      >
        {countText(count)}
      </Box>
    </Tooltip>
  ) : null
