import { useSnackbar } from "notistack"
import { useCallback } from "react"
import { errorToastText } from "../../../../api/api-error"

/** Files & Folders' feedback (administration spec section 2): a toast at the bottom right for 3 seconds; the server's words win on a failure. */
export const useFilesToast = () => {
  const { enqueueSnackbar } = useSnackbar()
  const show = useCallback(
    (text: string, variant: "success" | "error") =>
      enqueueSnackbar(text, { variant, autoHideDuration: 3000, anchorOrigin: { vertical: "bottom", horizontal: "right" } }),
    [enqueueSnackbar]
  )
  return {
    success: useCallback((text: string) => show(text, "success"), [show]),
    failure: useCallback((error: unknown, fallback: string) => show(errorToastText(error, fallback), "error"), [show])
  }
}
