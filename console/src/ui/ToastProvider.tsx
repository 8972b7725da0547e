import { GlobalStyles } from "@mui/material"
import { SnackbarProvider } from "notistack"
import type { ReactNode } from "react"
import { TOPBAR_HEIGHT } from "../config/navigation"

/** Spec section 9: at most 3 toasts at once, top right, 4 seconds. */
export const TOAST_LIMIT = 3
export const TOAST_MS = 4_000
const BELOW_TOP_BAR = "toasts-below-top-bar"

/**
 * The app's toasts. notistack anchors top-right toasts 14 px from the window's top, over the
 * fixed top bar's bell and avatar; they start just below the bar instead, on every screen size.
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => (
  <>
    <GlobalStyles styles={{ [`.${BELOW_TOP_BAR}`]: { top: `${TOPBAR_HEIGHT + 8}px !important` } }} />
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_MS}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      classes={{ containerAnchorOriginTopRight: BELOW_TOP_BAR }}
    >
      {children}
    </SnackbarProvider>
  </>
)
