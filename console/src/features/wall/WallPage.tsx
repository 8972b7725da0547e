import { Box, CssBaseline, ThemeProvider, Typography } from "@mui/material"
import type { WallSnapshot } from "@timber/contracts"
import { format } from "date-fns"
import { useEffect, useState, type ReactNode } from "react"
import { FreshnessBadge } from "./FreshnessBadge"
import { ApprovalsPanel } from "./panels/ApprovalsPanel"
import { KilnsPanel } from "./panels/KilnsPanel"
import { LowStockPanel } from "./panels/LowStockPanel"
import { ReceiptsPanel } from "./panels/ReceiptsPanel"
import { SlicingPanel } from "./panels/SlicingPanel"
import { TransfersPanel } from "./panels/TransfersPanel"
import { useRotation } from "./use-rotation"
import { useWallFeed, type WallStatus } from "./use-wall-feed"
import { WALL_PANELS, type WallPanelKey } from "./wall-panels"
import { wallTheme } from "./wall-theme"
import { takeWallToken } from "./wall-token"

const panelOf = (key: WallPanelKey, snapshot: WallSnapshot, now: number): ReactNode => {
  switch (key) {
    case "receipts":
      return <ReceiptsPanel snapshot={snapshot} />
    case "slicing":
      return <SlicingPanel snapshot={snapshot} />
    case "kilns":
      return <KilnsPanel snapshot={snapshot} />
    case "approvals":
      return <ApprovalsPanel snapshot={snapshot} now={now} />
    case "transfers":
      return <TransfersPanel snapshot={snapshot} />
    case "lowStock":
      return <LowStockPanel snapshot={snapshot} />
  }
}

/** The always-visible count of each panel, so the whole floor is in view whichever panel rotates. */
const countOf = (key: WallPanelKey, s: WallSnapshot): string => {
  switch (key) {
    case "receipts":
      return `${s.receipts.length} · ${s.receiptsVolumeM3.toFixed(1)} m³`
    case "slicing":
      return String(s.slicing.length)
    case "kilns":
      return String(s.kilns.length)
    case "approvals":
      return String(s.approvals.length)
    case "transfers":
      return String(s.transfers.length)
    case "lowStock":
      return String(s.lowStock.length)
  }
}

const STOPPED: Partial<Record<WallStatus, string>> = {
  refused: "This wall link is not valid or was revoked. Ask an administrator for a new wall link (Admin Settings → Security → Wall displays).",
  revoked: "This display was revoked by an administrator. Ask for a new wall link (Admin Settings → Security → Wall displays)."
}

/**
 * /wall?token=…: the factory's wall board — full screen, no console chrome, no
 * sign-in: the display token in the link is all it holds. Header with the screen's name, the clock
 * and the freshness badge; a strip with every panel's count; the current panel large, rotating.
 */
export default function WallPage() {
  const [token] = useState(takeWallToken)
  const feed = useWallFeed(token)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(tick)
  }, [])
  useEffect(() => {
    document.title = "Timber Works · Wall"
  }, [])
  const index = useRotation(feed.lastTopic)
  const snapshot = feed.snapshot
  const stopped = STOPPED[feed.status]
  const panel = WALL_PANELS[index]!

  return (
    <ThemeProvider theme={wallTheme}>
      <CssBaseline />
      <Box component="main" sx={{ height: "100vh", display: "flex", flexDirection: "column", p: 4, gap: 3, overflow: "hidden" }}>
        <Box component="header" sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 3 }}>
          <Typography variant="h1">Timber Works{snapshot ? ` · ${snapshot.display}` : ""}</Typography>
          <Typography sx={{ fontSize: "3rem", fontWeight: 700 }}>{format(new Date(now), "EEE dd MMM · HH:mm")}</Typography>
          {!stopped && <FreshnessBadge position={feed.position} lastContactAt={feed.lastContactAt} now={now} />}
        </Box>
        {stopped ? (
          <Box sx={{ flex: 1, display: "flex", alignItems: "center", justifyContent: "center" }}>
            <Typography role="alert" sx={{ fontSize: "3rem", maxWidth: 1400, textAlign: "center" }}>
              {stopped}
            </Typography>
          </Box>
        ) : !snapshot ? (
          <Box sx={{ flex: 1, display: "flex", alignItems: "center", justifyContent: "center" }}>
            <Typography sx={{ fontSize: "3rem" }}>Connecting to the factory…</Typography>
          </Box>
        ) : (
          <>
            <Box component="nav" aria-label="Panels" sx={{ display: "grid", gridTemplateColumns: `repeat(${WALL_PANELS.length}, 1fr)`, gap: 2 }}>
              {WALL_PANELS.map((p, i) => (
                <Box
                  key={p.key}
                  aria-current={i === index ? "true" : undefined}
                  sx={{
                    bgcolor: i === index ? "#1f3b66" : "background.paper",
                    borderRadius: 2,
                    px: 2.5,
                    py: 1.5,
                    outline: i === index ? "3px solid #4fc3f7" : "none"
                  }}
                >
                  <Typography sx={{ fontSize: "1.5rem", color: "text.secondary" }}>{p.title}</Typography>
                  <Typography sx={{ fontSize: "2.6rem", fontWeight: 700 }}>{countOf(p.key, snapshot)}</Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ flex: 1, minHeight: 0, bgcolor: "background.paper", borderRadius: 3, p: 4 }}>{panelOf(panel.key, snapshot, now)}</Box>
          </>
        )}
      </Box>
    </ThemeProvider>
  )
}
