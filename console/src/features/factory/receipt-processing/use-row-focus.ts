import type { SleeperDimension } from "@timber/domain/calculators/sleeper-volume"
import { useCallback, useEffect, useRef, useState } from "react"

/**
 * Moves the focus to a sleeper's field once it is rendered (Enter moves thickness → width →
 * length → a new row; an added sleeper's thickness takes the focus).
 */
export const useRowFocus = (rendered: unknown) => {
  const inputs = useRef(new Map<string, HTMLInputElement>())
  const [next, setNext] = useState<string | null>(null)
  useEffect(() => {
    if (next === null) return
    inputs.current.get(next)?.focus()
    setNext(null)
  }, [next, rendered])
  const register = useCallback((rowId: string, dimension: SleeperDimension, el: HTMLInputElement | null) => {
    if (el) inputs.current.set(`${rowId}:${dimension}`, el)
    else inputs.current.delete(`${rowId}:${dimension}`)
  }, [])
  const focus = useCallback((rowId: string, dimension: SleeperDimension) => setNext(`${rowId}:${dimension}`), [])
  return { register, focus }
}
