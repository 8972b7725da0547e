import { commonPasswordKey, type CommonPasswords } from "@timber/domain"

let loaded: Promise<CommonPasswords> | undefined

/**
 * The packaged list of common and breached passwords (README "Passwords worth having"), read
 * offline, once per process, the first time a password is set: no start pays for it and no
 * request reads it twice.
 */
export const commonPasswords = (): Promise<CommonPasswords> =>
  (loaded ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => {
    const keys = new Set(dictionary["passwords-common"].map(commonPasswordKey))
    return { has: (key: string) => keys.has(key) }
  }))
