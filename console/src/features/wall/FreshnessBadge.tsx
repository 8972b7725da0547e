import { Box } from "@mui/material"
import { freshnessOf, freshnessText } from "./freshness"

const COLOURS = { live: { bg: "#3ddc84", fg: "#04210f" }, late: { bg: "#ffb020", fg: "#2a1a00" }, lost: { bg: "#ff6b6b", fg: "#2a0000" } } as const

/** "live · as of event N · k s ago": green while the server is heard, amber after 30 s without contact, red after 2 min. */
export function FreshnessBadge({ position, lastContactAt, now }: { position: string; lastContactAt: number | null; now: number }) {
  const since = lastContactAt === null ? Number.POSITIVE_INFINITY : now - lastContactAt
  const freshness = freshnessOf(since)
  const text = lastContactAt === null ? "connecting…" : freshnessText(position, since)
  return (
    <Box
      role="status"
      aria-live="polite"
      data-freshness={lastContactAt === null ? "connecting" : freshness}
      sx={{
        px: 3,
        py: 1,
        borderRadius: 99,
        fontSize: "1.6rem",
        fontWeight: 700,
        bgcolor: COLOURS[freshness].bg,
        color: COLOURS[freshness].fg,
        whiteSpace: "nowrap"
      }}
    >
      {text}
    </Box>
  )
}
