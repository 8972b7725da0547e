/**
 * How long a lock refuses sign-ins before it ends by itself (an administrator's Unlock ends it
 * sooner). The spec is silent; OWASP's device-cookie pattern suggests minutes, so a stranger's
 * guesses cost the account's unknown devices a quarter of an hour, never the account.
 */
export const SIGN_IN_LOCK_MINUTES = 15
