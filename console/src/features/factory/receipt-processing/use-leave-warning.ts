import { useEffect } from "react"

/** The browser's own warning when leaving the page while `unsaved` (spec section 2.2). */
export const useLeaveWarning = (unsaved: boolean) => {
  useEffect(() => {
    if (!unsaved) return
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ""
    }
    window.addEventListener("beforeunload", warn)
    return () => window.removeEventListener("beforeunload", warn)
  }, [unsaved])
}
