import { Box, Collapse, Divider, Drawer, List, ListItem, ListItemButton, ListItemText, ListSubheader } from "@mui/material"
import ExpandLess from "@mui/icons-material/ExpandLess"
import ExpandMore from "@mui/icons-material/ExpandMore"
import { useEffect, useState } from "react"
import { Link as RouterLink, useLocation } from "react-router-dom"
import type { User } from "@timber/contracts"
import { userCan } from "../../auth/permissions"
import { CountPill } from "../../ui/CountPill"
import { TopBarSpacer } from "./TopBar"
import { useSidebarBadges } from "./use-sidebar-badges"
import { BADGE_COUNTS, groupForPath, NAV_GROUPS, SIDEBAR_WIDTH, TOP_ENTRIES, type NavEntry } from "../../config/navigation"

const visible = (user: User | null, entry: NavEntry) => entry.page === null || userCan(user, entry.page)

/** The entries a user may see, grouped; groups with nothing visible disappear. */
export const visibleNavigation = (user: User | null) => ({
  top: TOP_ENTRIES.filter((e) => visible(user, e)),
  groups: NAV_GROUPS.map((g) => ({ ...g, entries: g.entries.filter((e) => visible(user, e)) })).filter((g) => g.entries.length > 0)
})

/** One menu entry: a link inside its own list item, so screen readers announce the list and its length. */
const EntryButton = ({ entry, active, nested, badge }: { entry: NavEntry; active: boolean; nested?: boolean; badge: number }) => (
  <ListItem disablePadding>
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
        "&:hover": { bgcolor: "rgba(255,255,255,.06)" },
        // the active entry keeps its highlight under the pointer (MUI's selected hover would repaint it in the theme's dark primary)
        "&.Mui-selected, &.Mui-selected:hover, &.Mui-selected.Mui-focusVisible": {
          bgcolor: "rgba(220,38,38,.18)",
          color: "#fff",
          borderLeft: "3px solid #dc2626"
        }
      }}
    >
      <ListItemText primary={entry.label} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: active ? 600 : 500 } } }} />
      {entry.badge && <CountPill count={badge} label={`${entry.label}: ${badge} ${BADGE_COUNTS[entry.badge]}`} />}
    </ListItemButton>
  </ListItem>
)

export const Sidebar = ({ user, open, temporary, onClose }: { user: User | null; open: boolean; temporary: boolean; onClose: () => void }) => {
  const { pathname } = useLocation()
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupForPath(pathname))
  // the group of the current route opens whenever the route changes, not only on the first load
  useEffect(() => {
    const group = groupForPath(pathname)
    if (group) setOpenGroup(group)
  }, [pathname])
  const nav = visibleNavigation(user)
  const badges = useSidebarBadges(user)
  const badgeOf = (entry: NavEntry) => (entry.badge ? badges[entry.badge] : 0)
  const groups = nav.groups.map((group) => ({ ...group, waiting: group.entries.reduce((sum, entry) => sum + badgeOf(entry), 0) }))
  const normalized = pathname.startsWith("/dashboard") ? pathname : `/dashboard${pathname}`
  const matches = (entry: NavEntry) => normalized === entry.path || (entry.path !== "/dashboard" && normalized.startsWith(`${entry.path}/`))
  // one entry is the current page: the most specific match (Asset Settings under /dashboard/assets/settings, not Assets as well)
  const activePath = [...nav.top, ...nav.groups.flatMap((group) => group.entries)]
    .filter(matches)
    .reduce<string | null>((longest, entry) => (longest === null || entry.path.length > longest.length ? entry.path : longest), null)
  const isActive = (entry: NavEntry) => entry.path === activePath

  return (
    <Drawer
      variant={temporary ? "temporary" : "persistent"}
      open={open}
      onClose={onClose}
      // on a phone the drawer is a dialog over the page: it needs a name of its own
      slotProps={{ paper: { "aria-label": "Menu" } }}
      sx={{
        width: open && !temporary ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        "& .MuiDrawer-paper": { width: SIDEBAR_WIDTH, boxSizing: "border-box", bgcolor: "#0f172a", borderRight: 0 }
      }}
    >
      <TopBarSpacer />
      <Box component="nav" aria-label="Main navigation" sx={{ overflowY: "auto", py: 1 }}>
        <List dense disablePadding>
          {nav.top.map((entry) => (
            <EntryButton key={entry.path} entry={entry} active={isActive(entry)} badge={badgeOf(entry)} />
          ))}
        </List>
        <Divider sx={{ borderColor: "rgba(255,255,255,.08)", my: 1 }} />
        {groups.map((group) => (
          <List
            key={group.label}
            dense
            disablePadding
            subheader={
              // a list holds only list items: the group's toggle is a button inside its first item
              <ListSubheader component="li" disableGutters sx={{ bgcolor: "transparent", lineHeight: "36px" }}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => setOpenGroup(openGroup === group.label ? null : group.label)}
                  aria-expanded={openGroup === group.label}
                  sx={{
                    bgcolor: "transparent",
                    color: "#94a3b8",
                    display: "flex",
                    alignItems: "center",
                    justifyContent: "space-between",
                    width: "100%",
                    border: 0,
                    px: 2,
                    cursor: "pointer",
                    font: "inherit",
                    fontSize: 12,
                    fontWeight: 700,
                    letterSpacing: 1,
                    textTransform: "uppercase",
                    lineHeight: "36px"
                  }}
                >
                  {group.label}
                  <Box component="span" sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
                    {/* a closed group still says that something in it waits for the user */}
                    {openGroup !== group.label && <CountPill count={group.waiting} label={`${group.label}: ${group.waiting} waiting`} />}
                    {openGroup === group.label ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                  </Box>
                </Box>
              </ListSubheader>
            }
          >
            <Collapse component="li" in={openGroup === group.label} timeout="auto" unmountOnExit>
              <List dense disablePadding>
                {group.entries.map((entry) => (
                  <EntryButton key={entry.path} entry={entry} active={isActive(entry)} nested badge={badgeOf(entry)} />
                ))}
              </List>
            </Collapse>
          </List>
        ))}
      </Box>
    </Drawer>
  )
}
