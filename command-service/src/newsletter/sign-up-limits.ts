/** How often the public sign-up may be called; the reasons are in the README. */
export interface SignUpLimits {
  /** Sign-ups of one e-mail address (normalised) within an hour, from anywhere. */
  readonly perEmailPerHour: number
  /** Sign-ups from one client address within ten minutes, whatever the e-mails. */
  readonly perClientPer10Minutes: number
  /** Every accepted sign-up answers no sooner than this after it began: a new and a repeated address take the same time. */
  readonly answerFloorMs: number
}

export const DEFAULT_SIGN_UP_LIMITS: SignUpLimits = { perEmailPerHour: 5, perClientPer10Minutes: 20, answerFloorMs: 150 }

export const EMAIL_WINDOW_MS = 3_600_000
export const CLIENT_WINDOW_MS = 600_000
