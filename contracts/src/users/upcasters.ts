import type { EventUpcasters } from "../shared/upcasting"
import { SIGN_IN_LOCK_MINUTES } from "./sign-in-lock"

/**
 * The user events whose shape changed since they were first written.
 * - v2 (2026-12-07: no stranger locks anyone out): failed sign-ins, locks and
 *   resets name the device whose allowance they touch. Every v1 event came from the one allowance
 *   there was, the unknown devices' (`device: null`). A v1 lock ended every open session when it
 *   was written (`endedSessions: true`, so a fold does not bring those sessions back) and had no end;
 *   it is read as ending SIGN_IN_LOCK_MINUTES after it began, as every lock now does.
 */
const fromUnknownDevice = (data: Readonly<Record<string, unknown>>) => ({ device: null, ...data })

export const USER_UPCASTERS: EventUpcasters = {
  UserLoginFailed: [fromUnknownDevice],
  UserFailedLoginsReset: [fromUnknownDevice],
  UserAccountLocked: [
    (data) => {
      const lockedAt = Date.parse(String(data["lockedAt"]))
      // v1 data never holds these fields; were one there, it would win over the reading of v1
      return {
        device: null,
        until: Number.isNaN(lockedAt) ? String(data["lockedAt"]) : new Date(lockedAt + SIGN_IN_LOCK_MINUTES * 60_000).toISOString(),
        endedSessions: true,
        ...data
      }
    }
  ]
}
