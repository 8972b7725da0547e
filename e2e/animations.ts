import type { Page } from "playwright-core"

/**
 * Resolves once the page's transitions have ended (MUI dialogs, popovers and badges fade and slide in): a picture or an
 * axe check taken before would see a half-faded screen. Two animation frames first, so that a transition the last
 * render is about to start has started; endless animations (a spinner) are left alone: they never end. Capped at
 * `timeoutMs` (a long finite animation is pictured as it is then).
 */
export const animationsEnded = (page: Page, timeoutMs = 3_000): Promise<void> =>
  page.evaluate(async (timeoutMs) => {
    const within = (ms: number, promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))])
    for (let frame = 0; frame < 2; frame++) await within(100, new Promise((resolve) => requestAnimationFrame(resolve)))
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined))
    await within(timeoutMs, Promise.all(ending))
  }, timeoutMs)
