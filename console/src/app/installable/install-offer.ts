/**
 * The browser's offer to install the console, held from the page's first moment: a few lines in the
 * first download (main.tsx), the prompt itself and its rules (install-prompt.ts, InstallPrompt) load
 * only when there is an offer.
 */
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
