import { useEffect, useState } from "react"
import { ROTATE_EVERY_MS, WALL_PANELS } from "./wall-panels"

/**
 * The panel on screen: the next one every ROTATE_EVERY_MS; a push brings its panel forward at
 * once (a new LOT shows on the receipts panel within the second), and the rotation continues from there.
 */
export const useRotation = (lastTopic: { readonly topic: string; readonly at: number } | null) => {
  const [index, setIndex] = useState(0)
  const [since, setSince] = useState(0)
  useEffect(() => {
    if (!lastTopic) return
    const shown = WALL_PANELS.findIndex((panel) => (panel.topics as ReadonlyArray<string>).includes(lastTopic.topic))
    if (shown < 0) return
    setIndex(shown)
    setSince(lastTopic.at)
  }, [lastTopic])
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % WALL_PANELS.length), ROTATE_EVERY_MS)
    return () => clearInterval(timer)
  }, [since])
  return index
}
