import { useCallback, useEffect, useState } from "react"

/**
 * The tags scanned in one stocktake, kept in this browser tab (sessionStorage) until Finish: a
 * reload or a phone locking mid-count loses nothing, and nothing reaches the server before the
 * count is closed in one write.
 */
const key = (stocktakeId: string) => `stocktake:${stocktakeId}:tags`

const load = (stocktakeId: string): string[] => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(stocktakeId)) ?? "[]")
    return Array.isArray(stored) ? stored.filter((t): t is string => typeof t === "string") : []
  } catch {
    return []
  }
}

export const useScannedTags = (stocktakeId: string) => {
  const [tags, setTags] = useState<string[]>(() => load(stocktakeId))
  useEffect(() => setTags(load(stocktakeId)), [stocktakeId])
  const add = useCallback(
    (tag: string) =>
      setTags((before) => {
        const next = before.includes(tag) ? before : [...before, tag]
        sessionStorage.setItem(key(stocktakeId), JSON.stringify(next))
        return next
      }),
    [stocktakeId]
  )
  const clear = useCallback(() => sessionStorage.removeItem(key(stocktakeId)), [stocktakeId])
  return { tags, add, clear }
}
