import { acceptNewPassword, refusedPassword } from "@timber/domain"
import { Effect } from "effect"
import { commonPasswords } from "./common-passwords"
import { passwordMatches } from "./passwords"

/**
 * Every password a person chooses passes here (a new user, an administrator's new password, the
 * profile's change, the replacement of an expired or one-time password at sign-in): the rule of
 * `domain/src/user/password-policy.ts` over the packaged list, then, when the person proved the
 * password it replaces, that it is not that one again (`current`: its stored hash and the sentence
 * to refuse with). The comparison with the hash runs last: it costs an argon2 verification.
 */
export const checkNewPassword = (password: string, field: string, current?: { readonly hash: string; readonly sameMessage: string }) =>
  Effect.gen(function* () {
    yield* acceptNewPassword(password, yield* Effect.promise(commonPasswords), field)
    if (current !== undefined && (yield* Effect.promise(() => passwordMatches(current.hash, password))))
      return yield* Effect.fail(refusedPassword(current.sameMessage, field))
  })
