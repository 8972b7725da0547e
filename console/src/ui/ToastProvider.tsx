import { GlobalStyles } from "@mui/material"
import { SnackbarProvider } from "notistack"
import type { ReactNode } from "react"
import { TOPBAR_HEIGHT } from "../config/navigation"

/** Spec section 9: at most 3 toasts at once, top right, 4 seconds. */
export const TOAST_LIMIT = 3
export const TOAST_MS = 4_000
/** What the top bar's bell, envelope and account button take at its right end, with the bar's padding. */
export const TOP_BAR_CONTROLS_WIDTH = 200
const TOAST_CONTAINER = "toasts-clear-of-actions"

/**
 * The app's toasts, top right. notistack anchors them 14 px from the window's top and 20 px from its
 * right: over the top bar's bell and avatar, and (once they reached below the bar) over the page
 * header's action buttons, the Add and Create the user clicks next. From `sm` up they start inside
 * the top bar, left of its controls, in the bar's empty middle, and stack down beside the page's
 * actions rather than over them; on a phone, where the toast is as wide as the screen, it starts
 * just below the bar, over the page title, well above the header's buttons (which sit under the
 * title and subtitle there).
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => (
  <>
    <GlobalStyles
      styles={(theme) => ({
        [`.${TOAST_CONTAINER}`]: {
          top: `${TOPBAR_HEIGHT + 8}px !important`,
          [theme.breakpoints.up("sm")]: { top: "8px !important", right: `${TOP_BAR_CONTROLS_WIDTH}px !important` }
        }
      })}
    />
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_MS}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      classes={{ containerAnchorOriginTopRight: TOAST_CONTAINER }}
    >
      {children}
    </SnackbarProvider>
  </>
)
