import {
  NewsletterResubscribed,
  NewsletterSubscribed,
  NewsletterSubscriberDeleted,
  NewsletterSubscriberEvent,
  NewsletterUnsubscribed,
  SubscriberId
} from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { newsletterSubscribersProjection } from "./newsletter-subscribers.projection"

const subscriber = eventsOf(NewsletterSubscriberEvent)
const id = SubscriberId.make("s-1")
const subscribed = subscriber(NewsletterSubscribed.make({ subscriberId: id, emailCiphertext: "v1.iv.tag.body", emailDigest: "digest", source: "coming-soon" }))
const unsubscribed = subscriber(NewsletterUnsubscribed.make({ subscriberId: id }))

describeProjection(newsletterSubscribersProjection, (spec) => {
  it("given a sign-up, then the subscriber is listed active with the address only as encrypted, from the sign-up's time", async () => {
    await spec.given(subscribed).then({
      newsletter_subscribers: [
        { id: "s-1", email_ciphertext: "v1.iv.tag.body", source: "coming-soon", status: "active", subscribed_at: at(0), log_position: 1 }
      ]
    })
  })

  it("given it unsubscribed, then the row says unsubscribed", async () => {
    await spec.given(subscribed, unsubscribed).then({ newsletter_subscribers: [{ id: "s-1", status: "unsubscribed", subscribed_at: at(0) }] })
  })

  it("given it unsubscribed and signed up again, then active again, first sign-up time kept", async () => {
    await spec
      .given(subscribed, unsubscribed, subscriber(NewsletterResubscribed.make({ subscriberId: id, source: "coming-soon" })))
      .then({ newsletter_subscribers: [{ id: "s-1", status: "active", subscribed_at: at(0) }] })
  })

  it("given it deleted, then the row is gone (ciphertext too)", async () => {
    await spec.given(subscribed, subscriber(NewsletterSubscriberDeleted.make({ subscriberId: id }))).then({ newsletter_subscribers: [] })
  })
})
