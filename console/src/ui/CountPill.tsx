import { Box } from "@mui/material"

/** A small red count beside a menu entry (pending approvals, unread notifications); nothing at 0. */
export const CountPill = ({ count, label }: { count: number; label: string }) =>
  count > 0 ? (
    <Box
      component="span"
      aria-label={label}
      sx={{ bgcolor: "secondary.main", color: "#fff", borderRadius: 10, minWidth: 20, height: 20, px: 0.75, fontSize: 12, fontWeight: 700, display: "inline-flex", alignItems: "center", justifyContent: "center", lineHeight: 1 }}
    >
      {count > 99 ? "99+" : count}
    </Box>
  ) : null
