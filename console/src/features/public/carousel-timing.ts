/** Section 9: the carousel advances every 5 s and fades over 1 s; the active picture zooms slowly over 20 s. */
export const CAROUSEL_ADVANCE_MS = 5_000
export const CAROUSEL_FADE_MS = 1_000

/** The slide after (step 1) or before (step -1) this one, wrapping at both ends. */
export const wrapSlide = (index: number, step: number, count: number) => (count === 0 ? 0 : (((index + step) % count) + count) % count)
