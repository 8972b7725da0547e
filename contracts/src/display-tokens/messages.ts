/** What the display-token calls and the wall say to a person. */
export const DisplayTokenMessages = {
  nameRequired: "Name is required",
  notFound: "Display token not found",
  alreadyRevoked: "This display token was already revoked",
  /** Any endpoint but the wall's, called with a display token. */
  wallOnly: "A display token opens the wall display only",
  /** The wall's read or socket called with a staff sign-in instead of a display token. */
  displayOnly: "The wall display opens with a display token: create one in Admin Settings",
  /** An unknown or revoked display token. */
  invalid: "This display token is not valid or was revoked: ask an administrator for a new wall link",
  /** The socket of a display whose token was just revoked. */
  revoked: "This display token was revoked"
} as const
