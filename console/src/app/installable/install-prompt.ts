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

/** The browser's `beforeinstallprompt` event (Chromium): held until the user chooses. */
export interface InstallEvent extends Event {
  readonly prompt: () => Promise<void>
  readonly userChoice: Promise<{ readonly outcome: "accepted" | "dismissed" }>
}

type Listener = () => void
let held: { readonly event: InstallEvent; readonly at: number } | null = null
const listeners = new Set<Listener>()
const changed = () => listeners.forEach((listener) => listener())

/**
 * Listens from the page's first moment (the browser may say so before any screen is up, even on
 * the sign-in page); keeps the event and when it came. Installed: the offer is gone for good.
 */
export const listenForInstall = (target: Window) => {
  target.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault() // no mini-infobar: the console asks in its own words, at its own time
    held = { event: event as InstallEvent, at: Date.now() }
    changed()
  })
  target.addEventListener("appinstalled", () => {
    held = null
    changed()
  })
}

export const installOffer = {
  current: () => held,
  subscribe: (listener: Listener) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** The event can prompt once: used or declined, it is let go. */
  spend: () => {
    held = null
    changed()
  }
}
