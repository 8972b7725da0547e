import { Schema } from "effect"
import { RecordVersion } from "../shared/record-version"
import { Bounds } from "../shared/bounds"
import { Page, pageParams } from "../shared/page"
import { NewsletterMessages } from "./messages"

/** Lenient on purpose (spec section 5: "required and of e-mail type"): one @, something either side, a dot in the domain, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const SubscribeEmail = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => NewsletterMessages.emailRequired }),
  Schema.maxLength(Bounds.text.email, { message: () => NewsletterMessages.emailInvalid }),
  Schema.pattern(EMAIL_SHAPE, { message: () => NewsletterMessages.emailInvalid })
)

/** POST /api/crm/newsletter/subscribe (public). */
export const SubscribePayload = Schema.Struct({ email: SubscribeEmail })

/** The one answer to every accepted sign-up, new or repeated (nothing tells them apart). */
export const SubscribeAnswer = Schema.Struct({ message: Schema.String })

export const SubscriberStatus = Schema.Literal("active", "unsubscribed")
export type SubscriberStatus = typeof SubscriberStatus.Type

export const Subscriber = Schema.Struct({
  id: Schema.String,
  /** Whole for who manages the list (domain `maySeeSubscriberAddresses`), masked (`maskedEmail`) for every other reader. */
  email: Schema.String,
  source: Schema.String,
  status: SubscriberStatus,
  subscribedAt: Schema.String,
  /**
   * The signed unsubscribe link (the product sends no mail: staff pass it on with their own mail; README).
   * Null for a reader who sees the address masked: whoever holds a link can unsubscribe that person.
   */
  unsubscribePath: Schema.NullOr(Schema.String),
  /** The subscriber's version (its stream's revision): a delete carries the one the list showed (If-Match). */
  version: RecordVersion
})
export type Subscriber = typeof Subscriber.Type

export const SubscriberStats = Schema.Struct({ total: Schema.Number, active: Schema.Number, unsubscribed: Schema.Number })
export type SubscriberStats = typeof SubscriberStats.Type

/** The list's sorts: `subscribedAt` is the sign-up's place in the log (newest first by default). */
export const SUBSCRIBER_SORTS = ["subscribedAt", "status"] as const
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number]

/** GET /api/crm/newsletter/subscribers: a page, filtered by status, searched (`q`) in the e-mail. */
export const SubscriberListParams = Schema.Struct({
  ...pageParams(SUBSCRIBER_SORTS),
  status: Schema.optional(SubscriberStatus)
})
export type SubscriberListParams = typeof SubscriberListParams.Type

/** GET /api/crm/newsletter/subscribers (spec section 7): a page of the list, and the whole list's stats. */
export const SubscriberList = Schema.Struct({ ...Page(Subscriber).fields, stats: SubscriberStats })
export type SubscriberList = typeof SubscriberList.Type

/** The unsubscribe link's answer: a plain sentence. */
export const UnsubscribeAnswer = Schema.Struct({ message: Schema.String })
