import { useMediaQuery, useTheme } from "@mui/material"

/** True below the `sm` breakpoint: a phone held upright. Long forms open full screen there instead of a dialog with margins. */
export const usePhone = (): boolean => useMediaQuery(useTheme().breakpoints.down("sm"))
