/**
 * The header a write carries to say which intent of its user it belongs to (ARCHITECTURE "One
 * intent, one effect"): the console makes the key when the user starts an action and sends it
 * again on every retry or repeated click of that action; the command service answers a repeat
 * with the first answer and appends nothing.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key"
