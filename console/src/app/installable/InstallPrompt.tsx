import { Button, Card, CardActions, CardContent, Typography } from "@mui/material"
import { useEffect, useState, useSyncExternalStore } from "react"
import { useLocation } from "react-router-dom"
import { installOffer } from "./install-offer"
import {
  INSTALL_PROMPT_DELAY_MS,
  INSTALL_PROMPT_DISMISSED_KEY,
  INSTALL_PROMPT_TEXT,
  isUnderDashboard,
  mayOfferInstall,
  readDismissedAt
} from "./install-prompt"

const PRODUCT = "Timber Works"

/**
 * 'Install Timber Works App' (spec section 2 "Install prompt"): under /dashboard, 2 s after the
 * browser's install event (or after arriving under /dashboard, when the event came earlier); gone
 * when the user leaves the dashboard, installs, or says Later (remembered for 7 days). Decision:
 * the route is read from the router on every navigation rather than polled each second.
 */
export const InstallPrompt = () => {
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.current)
  const { pathname } = useLocation()
  const underDashboard = isUnderDashboard(pathname)
  const [due, setDue] = useState(false)

  useEffect(() => {
    setDue(false)
    if (!offer || !underDashboard || !mayOfferInstall(readDismissedAt(localStorage), Date.now())) return
    const timer = setTimeout(() => setDue(true), INSTALL_PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [offer, underDashboard])

  if (!offer || !due || !underDashboard) return null
  const later = () => {
    localStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, String(Date.now()))
    setDue(false)
  }
  const install = async () => {
    installOffer.spend()
    await offer.event.prompt()
  }
  return (
    <Card
      role="dialog"
      aria-labelledby="install-prompt-title"
      elevation={8}
      sx={{ position: "fixed", bottom: 16, right: 16, left: { xs: 16, sm: "auto" }, maxWidth: { sm: 360 }, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      <CardContent>
        <Typography id="install-prompt-title" variant="h6" component="h2">
          {INSTALL_PROMPT_TEXT.title(PRODUCT)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {INSTALL_PROMPT_TEXT.body}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: "flex-end" }}>
        <Button onClick={later}>{INSTALL_PROMPT_TEXT.later}</Button>
        <Button variant="contained" onClick={() => void install()}>
          {INSTALL_PROMPT_TEXT.install}
        </Button>
      </CardActions>
    </Card>
  )
}
