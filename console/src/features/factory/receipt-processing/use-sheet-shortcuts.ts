import { useEffect } from "react"

/** Spec section 2.2's keys: Ctrl/Cmd+S saves the draft, Ctrl/Cmd+N adds a sleeper (the browser's own meaning is held back). */
export const useSheetShortcuts = ({ save, addSleeper }: { save: () => void; addSleeper: () => void }) => {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return
      const key = e.key.toLowerCase()
      if (key === "s") {
        e.preventDefault()
        save()
      } else if (key === "n") {
        e.preventDefault()
        addSleeper()
      }
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [save, addSleeper])
}
