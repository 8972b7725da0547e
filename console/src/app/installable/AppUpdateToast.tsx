import { Button, Snackbar } from "@mui/material"
import { useState, useSyncExternalStore } from "react"
import { appUpdate } from "./app-update"

export const APP_UPDATE_MESSAGE = "A new version of Timber Works is available."

/** Offers the new version (bottom left, stays until answered): Reload, or keep working and get it on the next visit. */
export const AppUpdateToast = () => {
  const waiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.waiting)
  const [later, setLater] = useState(false)
  return (
    <Snackbar
      open={waiting && !later}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      message={APP_UPDATE_MESSAGE}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setLater(true)}>
            Later
          </Button>
          <Button color="secondary" size="small" variant="contained" onClick={() => appUpdate.apply()}>
            Reload
          </Button>
        </>
      }
    />
  )
}
