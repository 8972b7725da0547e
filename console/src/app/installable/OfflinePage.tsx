import { Alert, Box, Paper, Stack, Typography } from "@mui/material"
import { useEffect } from "react"
import { BrandMark } from "../../ui/BrandMark"
import { useOnline } from "./connectivity"

export const OFFLINE_TITLE = "You are offline"
export const OFFLINE_TEXT =
  "Timber Works needs a connection to the server to show and record your work. This page opens again by itself when the connection is back."
export const OFFLINE_BANNER = "You are offline: what you type stays on this page, and nothing is saved until the connection is back."

/**
 * The console opened without a network (installed, or from the browser's cache after a first
 * visit): it says so instead of a sign-in that cannot work, and loads itself again when the
 * connection returns.
 */
export const OfflinePage = () => {
  const online = useOnline()
  useEffect(() => {
    if (online) location.reload()
  }, [online])
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2, bgcolor: "background.default" }}>
      <Paper sx={{ p: 4, maxWidth: 480 }}>
        <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }}>
          <BrandMark />
          <Typography variant="h5" component="h1">
            {OFFLINE_TITLE}
          </Typography>
          <Typography color="text.secondary">{OFFLINE_TEXT}</Typography>
        </Stack>
      </Paper>
    </Box>
  )
}

/** Signed in and the connection drops: a banner, never a page swap that would lose what the user typed. */
export const OfflineBanner = () => {
  const online = useOnline()
  if (online) return null
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar + 1, borderRadius: 0 }}
    >
      {OFFLINE_BANNER}
    </Alert>
  )
}
