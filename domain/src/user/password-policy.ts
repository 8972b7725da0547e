import { Bounds, UserMessages, ValidationError } from "@timber/contracts"
import { Effect } from "effect"

/**
 * The passwords attackers try first (a packaged list of common and breached passwords, loaded by
 * the service that sets passwords), looked up by `commonPasswordKey`.
 */
export interface CommonPasswords {
  readonly has: (key: string) => boolean
}

/**
 * How a password is looked up in the list: trimmed and lower-cased. The lists are kept lower-cased
 * by their makers, and "Password1234" or " password1234 " is the first variation a guesser tries,
 * so changing the case of letters or adding spaces around a listed password does not make it a new one.
 */
export const commonPasswordKey = (password: string) => password.trim().toLowerCase()

/**
 * Why a new password is refused, or null. In this order: the spec's length (section 9: at least 8,
 * with its sentence), a password of spaces only, a password from the list. Whether it repeats the
 * current password needs the stored hash: the service asks that last (`passwordUnchanged`).
 */
export const newPasswordProblem = (password: string, common: CommonPasswords): string | null => {
  if (password.length < Bounds.text.passwordMin) return UserMessages.passwordTooShort
  if (password.trim() === "") return UserMessages.passwordOnlySpaces
  if (common.has(commonPasswordKey(password))) return UserMessages.passwordTooCommon
  return null
}

/** The refusal as the API answers it: a 400 whose field message the form shows beside `field`. */
export const refusedPassword = (message: string, field: string) => new ValidationError({ message, details: { fields: [{ path: field, message }] } })

/** The new password in `field` may be set, or the refusal that says why. */
export const acceptNewPassword = (password: string, common: CommonPasswords, field: string): Effect.Effect<void, ValidationError> => {
  const problem = newPasswordProblem(password, common)
  return problem === null ? Effect.void : Effect.fail(refusedPassword(problem, field))
}
