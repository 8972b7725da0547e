/**
 * A subscriber's address as a reader who does not manage the mailing list sees it: the first
 * character of the name and the whole domain ("a***@timber.works"). Enough to tell the rows apart
 * and see where sign-ups come from; not enough to write to anyone.
 */
export const maskedEmail = (email: string): string => {
  const at = email.lastIndexOf("@")
  const first = Array.from(email)[0]
  return at <= 0 || first === undefined ? "***" : `${first}***${email.slice(at)}`
}
