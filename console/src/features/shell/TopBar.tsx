import { AppBar, Avatar, Box, IconButton, ListItemIcon, Menu, MenuItem, Toolbar, Tooltip, Typography } from "@mui/material"
import LogoutIcon from "@mui/icons-material/Logout"
import MenuIcon from "@mui/icons-material/Menu"
import PersonIcon from "@mui/icons-material/Person"
import SettingsIcon from "@mui/icons-material/Settings"
import type { User } from "@timber/contracts"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { useAvatarSrc } from "../../api/queries/avatar"
import { BrandMark } from "../../ui/BrandMark"
import { TOPBAR_HEIGHT } from "../../config/navigation"
import { MessagesPopover } from "./MessagesPopover"
import { NotificationsPopover } from "./NotificationsPopover"

/** Holds the content (and the drawer's list) below the fixed top bar, which is as tall on a phone as on a desktop. */
export const TopBarSpacer = () => <Box aria-hidden sx={{ height: TOPBAR_HEIGHT, flexShrink: 0 }} />

/** The avatar initial: from the full name, else the e-mail. */
export const avatarInitial = (user: User | null) => (user?.user_metadata.full_name?.trim() || user?.email || "?").charAt(0).toUpperCase()

/** The user's profile picture, else their initial. */
export const UserAvatar = ({ user, size }: { user: User | null; size: number }) => {
  const src = useAvatarSrc(user)
  return (
    <Avatar
      src={src ?? undefined}
      alt={src ? `${user?.user_metadata.full_name || user?.email} profile picture` : undefined}
      sx={{ bgcolor: "secondary.main", width: size, height: size, fontWeight: 700, fontSize: size / 2.4 }}
    >
      {avatarInitial(user)}
    </Avatar>
  )
}

export const TopBar = ({ user, onToggleMenu, onLogout }: { user: User | null; onToggleMenu: () => void; onLogout: () => void }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const navigate = useNavigate()
  const go = (path: string) => {
    setAnchor(null)
    navigate(path)
  }
  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{ zIndex: (t) => t.zIndex.drawer + 1, height: TOPBAR_HEIGHT, bgcolor: "#1e293b", borderBottom: "1px solid rgba(255,255,255,.06)" }}
    >
      <Toolbar sx={{ minHeight: `${TOPBAR_HEIGHT}px !important`, gap: 1.5 }}>
        <IconButton color="inherit" edge="start" aria-label="Toggle menu" onClick={onToggleMenu}>
          <MenuIcon />
        </IconButton>
        <BrandMark size={30} />
        <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 700, letterSpacing: -0.3, display: { xs: "none", sm: "block" } }}>
          Timber Works
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {user && <NotificationsPopover user={user} />}
        {user && <MessagesPopover user={user} />}
        <Tooltip title="Account">
          <IconButton aria-label="Account menu" onClick={(e) => setAnchor(e.currentTarget)}>
            <UserAvatar user={user} size={36} />
          </IconButton>
        </Tooltip>
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
          transformOrigin={{ vertical: "top", horizontal: "right" }}
        >
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="subtitle2">{user?.user_metadata.full_name || user?.email}</Typography>
            <Typography variant="caption" color="text.secondary">
              {user?.email} · {user?.role}
            </Typography>
          </Box>
          <MenuItem onClick={() => go("/settings/user")}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            Profile
          </MenuItem>
          <MenuItem onClick={() => go("/settings")}>
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            Settings
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null)
              onLogout()
              navigate("/login", { replace: true })
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  )
}
