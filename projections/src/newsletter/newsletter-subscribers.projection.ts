import { decodeEvent, LiveTopics, metadataOf, NEWSLETTER_SUBSCRIBER_EVENT_TYPES, NewsletterSubscriberEvent } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"

/**
 * The mailing list (Newsletter Clients). The row keeps the address only as the event has it,
 * encrypted: the query decrypts with the subscriber's key, so once a delete destroys the key the
 * address is unreadable everywhere at once, even before the deletion reaches this table. A deleted
 * subscriber's row is removed. Subscriptions change one at a time: each event is written as it comes.
 */
export const newsletterSubscribersProjection: Projection = {
  name: "newsletter-subscribers",
  // 2: each subscriber's version, its stream's revision (migration 20261207_1200)
  version: 2,
  eventTypes: NEWSLETTER_SUBSCRIBER_EVENT_TYPES,
  tables: ["newsletter_subscribers"],
  ...batched(async (trx, events) => {
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(NewsletterSubscriberEvent, recorded), event)
      // every event of a subscriber's stream is one the list shows
      const version = event.revision.toString()
      switch (e._tag) {
        case "NewsletterSubscribed":
          await trx
            .insertInto("newsletter_subscribers")
            .values({
              id: e.subscriberId,
              email_ciphertext: e.emailCiphertext,
              source: e.source,
              status: "active",
              subscribed_at: metadataOf(event).occurredAt,
              log_position: event.position.toString(),
              version
            })
            .onConflict((oc) => oc.column("id").doNothing())
            .execute()
          break
        case "NewsletterUnsubscribed":
          await trx.updateTable("newsletter_subscribers").set({ status: "unsubscribed", version }).where("id", "=", e.subscriberId).execute()
          break
        case "NewsletterResubscribed":
          await trx.updateTable("newsletter_subscribers").set({ status: "active", source: e.source, version }).where("id", "=", e.subscriberId).execute()
          break
        case "NewsletterSubscriberDeleted":
          await trx.deleteFrom("newsletter_subscribers").where("id", "=", e.subscriberId).execute()
          break
        default:
          absurd(e)
      }
    }
    return events.length > 0 ? [LiveTopics.newsletter] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("newsletter_subscribers").execute()
  }
}
