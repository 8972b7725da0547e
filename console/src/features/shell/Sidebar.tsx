import { Badge, Box, Collapse, Divider, Drawer, List, ListItemButton, ListItemText, ListSubheader, Toolbar } from "@mui/material"
import ExpandLess from "@mui/icons-material/ExpandLess"
import ExpandMore from "@mui/icons-material/ExpandMore"
import { useState } from "react"
import { Link as RouterLink, useLocation } from "react-router-dom"
import type { User } from "@timber/contracts"
import { userCan } from "../../auth/permissions"
import { groupForPath, NAV_GROUPS, SIDEBAR_WIDTH, TOP_ENTRIES, type NavEntry } from "../../config/navigation"

const visible = (user: User | null, entry: NavEntry) => entry.page === null || userCan(user, entry.page)

/** The entries a user may see, grouped; groups with nothing visible disappear. */
export const visibleNavigation = (user: User | null) => ({
  top: TOP_ENTRIES.filter((e) => visible(user, e)),
  groups: NAV_GROUPS.map((g) => ({ ...g, entries: g.entries.filter((e) => visible(user, e)) })).filter((g) => g.entries.length > 0)
})

const EntryButton = ({ entry, active, nested }: { entry: NavEntry; active: boolean; nested?: boolean }) => (
  <ListItemButton
    component={RouterLink}
    to={entry.path}
    selected={active}
    sx={{
      pl: nested ? 4 : 2,
      borderRadius: 2,
      mx: 1,
      my: 0.25,
      color: "#cbd5e1",
      "&.Mui-selected": { bgcolor: "rgba(220,38,38,.18)", color: "#fff", borderLeft: "3px solid #dc2626" },
      "&:hover": { bgcolor: "rgba(255,255,255,.06)" }
    }}
  >
    <ListItemText primary={entry.label} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: active ? 600 : 500 } } }} />
    {entry.badge === "approvals" && <Badge color="secondary" badgeContent={0} showZero={false} />}
  </ListItemButton>
)

export const Sidebar = ({ user, open, temporary, onClose }: { user: User | null; open: boolean; temporary: boolean; onClose: () => void }) => {
  const { pathname } = useLocation()
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupForPath(pathname))
  const nav = visibleNavigation(user)
  const normalized = pathname.startsWith("/dashboard") ? pathname : `/dashboard${pathname}`
  const isActive = (entry: NavEntry) => normalized === entry.path || (entry.path !== "/dashboard" && normalized.startsWith(`${entry.path}/`))

  return (
    <Drawer
      variant={temporary ? "temporary" : "persistent"}
      open={open}
      onClose={onClose}
      sx={{ width: open && !temporary ? SIDEBAR_WIDTH : 0, flexShrink: 0, "& .MuiDrawer-paper": { width: SIDEBAR_WIDTH, boxSizing: "border-box", bgcolor: "#0f172a", borderRight: 0 } }}
    >
      <Toolbar />
      <Box component="nav" aria-label="Main navigation" sx={{ overflowY: "auto", py: 1 }}>
        <List dense disablePadding>
          {nav.top.map((entry) => (
            <EntryButton key={entry.path} entry={entry} active={isActive(entry)} />
          ))}
        </List>
        <Divider sx={{ borderColor: "rgba(255,255,255,.08)", my: 1 }} />
        {nav.groups.map((group) => (
          <List
            key={group.label}
            dense
            disablePadding
            subheader={
              <ListSubheader
                component="button"
                onClick={() => setOpenGroup(openGroup === group.label ? null : group.label)}
                aria-expanded={openGroup === group.label}
                sx={{ bgcolor: "transparent", color: "#94a3b8", display: "flex", alignItems: "center", justifyContent: "space-between", width: "100%", border: 0, cursor: "pointer", fontSize: 12, fontWeight: 700, letterSpacing: 1, textTransform: "uppercase", lineHeight: "36px" }}
              >
                {group.label}
                {openGroup === group.label ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </ListSubheader>
            }
          >
            <Collapse in={openGroup === group.label} timeout="auto" unmountOnExit>
              {group.entries.map((entry) => (
                <EntryButton key={entry.path} entry={entry} active={isActive(entry)} nested />
              ))}
            </Collapse>
          </List>
        ))}
      </Box>
    </Drawer>
  )
}
