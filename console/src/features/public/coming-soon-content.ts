import type { FilledComingSoonContent } from "@timber/contracts/website/content"

export const COMING_SOON_PATH = "/api/website/public/coming-soon"

/**
 * The public page's content, or null when it can't be had (the page then shows nothing, spec
 * section 2). Relative picture paths stay relative: the API and the page share one host here, so
 * they already point at the backend (README).
 */
export const fetchComingSoon = async (signal?: AbortSignal): Promise<FilledComingSoonContent | null> => {
  try {
    const response = await fetch(COMING_SOON_PATH, { signal, headers: { accept: "application/json" } })
    if (!response.ok) return null
    return (await response.json()) as FilledComingSoonContent
  } catch {
    return null
  }
}
