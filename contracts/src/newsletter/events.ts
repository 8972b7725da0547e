import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { SubscriberId } from "./id"

/**
 * A visitor joined the mailing list. The address is personal data in an append-only log, so it is
 * never stored in the clear: `emailCiphertext` is AES-256-GCM under this subscriber's own key (a
 * key table outside the log; deleting the subscriber destroys the key), and `emailDigest` is a
 * keyed HMAC of the normalised address (the duplicate check), from which the address cannot be read.
 */
export const NewsletterSubscribed = Schema.TaggedStruct("NewsletterSubscribed", {
  subscriberId: SubscriberId,
  emailCiphertext: Schema.String,
  emailDigest: Schema.String,
  /** where the sign-up came from ("coming-soon") */
  source: Schema.String
})
/** The subscriber followed the unsubscribe link. */
export const NewsletterUnsubscribed = Schema.TaggedStruct("NewsletterUnsubscribed", { subscriberId: SubscriberId })
/** An unsubscribed address signed up again on the public page. */
export const NewsletterResubscribed = Schema.TaggedStruct("NewsletterResubscribed", { subscriberId: SubscriberId, source: Schema.String })
/** Staff deleted (erased) the subscriber: its key is destroyed, the address unreadable from now on. */
export const NewsletterSubscriberDeleted = Schema.TaggedStruct("NewsletterSubscriberDeleted", { subscriberId: SubscriberId })

export const NewsletterSubscriberEvent = Schema.Union(NewsletterSubscribed, NewsletterUnsubscribed, NewsletterResubscribed, NewsletterSubscriberDeleted)
export type NewsletterSubscriberEvent = typeof NewsletterSubscriberEvent.Type
export const NEWSLETTER_SUBSCRIBER_EVENT_TYPES = eventTypesOf(NewsletterSubscriberEvent)
