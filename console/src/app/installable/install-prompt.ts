/**
 * The install prompt's rules (administration spec sections 2, 4 and 9): offered under /dashboard
 * only, 2 seconds after the browser said the console can be installed, and again only when the
 * last "Later" is more than 7 days old. Dismissing stores the time (local storage, this browser).
 */
export const INSTALL_PROMPT_DELAY_MS = 2_000
export const INSTALL_PROMPT_RESHOW_AFTER_MS = 7 * 24 * 60 * 60 * 1000
export const INSTALL_PROMPT_DISMISSED_KEY = "timber-works.install-prompt.dismissed-at"
export const INSTALL_PROMPT_TEXT = {
  title: (product: string) => `Install ${product} App`,
  body: "Install our app for quick access and offline functionality",
  install: "Install",
  later: "Later"
} as const

/** Whether the prompt may be offered now, given when it was last dismissed (null: never). */
export const mayOfferInstall = (dismissedAt: number | null, now: number) => dismissedAt === null || now - dismissedAt > INSTALL_PROMPT_RESHOW_AFTER_MS

/** Under /dashboard (its own page or any below it), where the prompt lives. */
export const isUnderDashboard = (pathname: string) => pathname === "/dashboard" || pathname.startsWith("/dashboard/")

export const readDismissedAt = (storage: Pick<Storage, "getItem">): number | null => {
  const stored = Number(storage.getItem(INSTALL_PROMPT_DISMISSED_KEY))
  return Number.isFinite(stored) && stored > 0 ? stored : null
}
