import type { NewsletterSubscriberEvent } from "@timber/contracts"
import { NewsletterSubscriberDecider, newsletterSubscriberStream } from "@timber/domain"
import { streamOf } from "../commands/execute"

export const subscriberOf = (id: string) => streamOf(NewsletterSubscriberDecider, newsletterSubscriberStream(id))

/** One address, one subscriber: the reservation scope keyed by the address's keyed digest (never the address). */
export const SUBSCRIBER_EMAIL_SCOPE = "newsletter-email"

export const SUBSCRIBER_ENDED_BY: NewsletterSubscriberEvent["_tag"] = "NewsletterSubscriberDeleted"

/** The actor of what a visitor does on the public page (no account): never the visitor's address. */
export const VISITOR = { userId: "visitor", email: "visitor" } as const
