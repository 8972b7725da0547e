import type { UserEvent } from "@timber/contracts"
import { absurd } from "../decider/decider"

/**
 * Failed sign-ins lock an account only against devices it has not signed in from (
 * OWASP's device-cookie pattern, ASVS 5.0 V6.3). Each device the account signed in from (its
 * device cookie) has an allowance of its own; every other device shares one, the "untrusted"
 * allowance. A stranger's guesses use up the untrusted one and lock unknown devices out, while the
 * owner's browser keeps its own; a lock ends by itself at `lockedUntil` or by an administrator.
 */
export interface Allowance {
  /** Wrong passwords in a row since the last right one, the last lock or the last unlock. */
  readonly failures: number
  /** While later than the attempt's time, this allowance's sign-ins are refused; null: never locked since. */
  readonly lockedUntil: string | null
}

export interface SignInAllowances {
  /** Every device the account has not signed in from. */
  readonly untrusted: Allowance
  /** Known devices with a failure or a lock on record (a whole allowance is not kept). */
  readonly devices: ReadonlyMap<string, Allowance>
}

const whole: Allowance = { failures: 0, lockedUntil: null }

export const wholeAllowances: SignInAllowances = { untrusted: whole, devices: new Map() }

/** The allowance an attempt from `device` uses (null: an unknown device). */
export const allowanceOf = (allowances: SignInAllowances, device: string | null): Allowance =>
  device === null ? allowances.untrusted : (allowances.devices.get(device) ?? whole)

const withAllowance = (allowances: SignInAllowances, device: string | null, next: Allowance): SignInAllowances => {
  if (device === null) return { ...allowances, untrusted: next }
  const devices = new Map(allowances.devices)
  if (next.failures === 0 && next.lockedUntil === null) devices.delete(device)
  else devices.set(device, next)
  return { ...allowances, devices }
}

/** One user event applied to the allowances. */
export const evolveAllowances = (allowances: SignInAllowances, event: UserEvent): SignInAllowances => {
  switch (event._tag) {
    // a failure is recorded only while no lock holds: a lock before it is over, the count is the event's
    case "UserLoginFailed":
      return withAllowance(allowances, event.device, { failures: event.failedLoginAttempts, lockedUntil: null })
    case "UserAccountLocked":
      return withAllowance(allowances, event.device, { failures: allowanceOf(allowances, event.device).failures, lockedUntil: event.until })
    case "UserFailedLoginsReset":
      return withAllowance(allowances, event.device, whole)
    // an administrator's Unlock gives every device its allowance back
    case "UserUnlocked":
      return wholeAllowances
    case "UserRegistered":
    case "UserDetailsChanged":
    case "UserPermissionsChanged":
    case "UserDeactivated":
    case "UserActivated":
    case "UserPasswordChanged":
    case "UserAvatarChanged":
    case "UserSessionStarted":
    case "UserSessionEnded":
      return allowances
    default:
      return absurd(event)
  }
}

/** Whether a sign-in from `device` at `at` is refused: its allowance is locked and the lock has not run out. */
export const lockedOut = (allowances: SignInAllowances, device: string | null, at: string): boolean => {
  const { lockedUntil } = allowanceOf(allowances, device)
  return lockedUntil !== null && Date.parse(lockedUntil) > Date.parse(at)
}

/** Failures so far towards the next lock: a lock that ran out starts the count again. */
export const failuresSoFar = (allowances: SignInAllowances, device: string | null): number => {
  const allowance = allowanceOf(allowances, device)
  return allowance.lockedUntil === null ? allowance.failures : 0
}

/** Whether anything is left for an administrator's Unlock to give back. */
export const allWhole = (allowances: SignInAllowances): boolean =>
  allowances.untrusted.failures === 0 && allowances.untrusted.lockedUntil === null && allowances.devices.size === 0
