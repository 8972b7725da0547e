import { Box, useMediaQuery, useTheme } from "@mui/material"
import { useEffect, useState } from "react"
import { Outlet, useLocation } from "react-router-dom"
import { useAuth } from "../../auth/AuthProvider"
import { ProjectionAlert } from "./ProjectionAlert"
import { useOwnRecord } from "./use-own-record"
import { Sidebar } from "./Sidebar"
import { TopBar, TopBarSpacer } from "./TopBar"

/** Sidebar open by default on desktop; a temporary drawer, closed, below the medium breakpoint. */
export default function Layout() {
  const theme = useTheme()
  const desktop = useMediaQuery(theme.breakpoints.up("md"))
  const { state, logout } = useAuth()
  const [open, setOpen] = useState(desktop)
  const { pathname } = useLocation()
  useEffect(() => setOpen(desktop), [desktop])
  useEffect(() => {
    if (!desktop) setOpen(false)
  }, [pathname, desktop])
  const user = state.status === "authenticated" ? state.user : null
  useOwnRecord(user)
  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <TopBar user={user} onToggleMenu={() => setOpen((o) => !o)} onLogout={logout} />
      <Sidebar user={user} open={open} temporary={!desktop} onClose={() => setOpen(false)} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <TopBarSpacer />
        {user && <ProjectionAlert user={user} />}
        <Outlet />
      </Box>
    </Box>
  )
}
