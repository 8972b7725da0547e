/** What the mailing-list calls and the Newsletter Clients screen say (administration spec sections 2 and 8). */
export const NewsletterMessages = {
  subscribed: "Thank you! You have been added to our mailing list.",
  subscribeFailed: "Failed to subscribe. Please try again.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  notFound: "Subscriber not found",
  alreadyUnsubscribed: "This address was already unsubscribed",
  tooManyForAddress: (minutes: number) => `Too many sign-ups for this address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  tooManyForClient: (minutes: number) => `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  unsubscribed: "You have been unsubscribed from our mailing list. You will not receive further e-mails.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Please use the link from your most recent e-mail.",
  loadFailed: "Failed to load subscribers",
  deleteFailed: "Failed to delete subscriber",
  deleted: "Subscriber deleted successfully",
  emptyAll: "No subscribers yet. They will appear here when users sign up on the Coming Soon page.",
  emptySearch: "No subscribers match your search.",
  deleteQuestion: (email: string) => `Are you sure you want to delete ${email} from the mailing list?`,
  cannotUndo: "This action cannot be undone.",
  /** Above the list of a reader who sees the addresses masked (not the spec's). */
  addressesMasked: "Addresses are shown masked. Managing the mailing list (Newsletter Clients: edit) shows them in full.",
  /** Shown in place of an address whose key was destroyed (an erased subscriber seen before its delete reaches the list). */
  erased: "(erased)"
} as const
