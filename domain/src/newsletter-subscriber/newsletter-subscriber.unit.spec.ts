import { NewsletterMessages, SubscriberId, type NewsletterSubscriberCommand, type NewsletterSubscriberEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { NewsletterSubscriberDecider } from "./decider"
import { newsletterSubscriberLifecycle, type NewsletterSubscriberLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(NewsletterSubscriberDecider)
const subscriberId = SubscriberId.make("s1")
const subscribe = { _tag: "Subscribe" as const, subscriberId, emailCiphertext: "v1.iv.tag.body", emailDigest: "digest", source: "coming-soon" }
const subscribed: NewsletterSubscriberEvent = {
  _tag: "NewsletterSubscribed",
  subscriberId,
  emailCiphertext: "v1.iv.tag.body",
  emailDigest: "digest",
  source: "coming-soon"
}
const unsubscribed: NewsletterSubscriberEvent = { _tag: "NewsletterUnsubscribed", subscriberId }
const deleted: NewsletterSubscriberEvent = { _tag: "NewsletterSubscriberDeleted", subscriberId }

describe("newsletter subscriber", () => {
  it("given nothing, when an address signs up, then it is subscribed with only its ciphertext and digest", () =>
    spec.given([]).when(subscribe).then([subscribed]))

  it("given an active subscriber, when the same address signs up again, then nothing changes (the kind duplicate)", () =>
    spec.given([subscribed]).when(subscribe).then([]))

  it("given an unsubscribed subscriber, when the address signs up again, then it is active again", () =>
    spec
      .given([subscribed, unsubscribed])
      .when(subscribe)
      .then([{ _tag: "NewsletterResubscribed", subscriberId, source: "coming-soon" }]))

  it("given an active subscriber, when the unsubscribe link is followed, then unsubscribed", () =>
    spec.given([subscribed]).when({ _tag: "Unsubscribe", subscriberId }).then([unsubscribed]))

  it("given an unsubscribed subscriber, when the link is followed again, then nothing more is recorded", () =>
    spec.given([subscribed, unsubscribed]).when({ _tag: "Unsubscribe", subscriberId }).then([]))

  it("given an active subscriber, when deleted, then deleted", () => spec.given([subscribed]).when({ _tag: "DeleteSubscriber", subscriberId }).then([deleted]))

  it("given an unsubscribed subscriber, when deleted, then deleted", () =>
    spec.given([subscribed, unsubscribed]).when({ _tag: "DeleteSubscriber", subscriberId }).then([deleted]))

  it("given a deleted subscriber, when deleted again, then 'Subscriber not found'", () =>
    spec.given([subscribed, deleted]).when({ _tag: "DeleteSubscriber", subscriberId }).thenError("NotFound", NewsletterMessages.notFound))

  it("given a deleted subscriber, when its old link is followed, then 'Subscriber not found' (never revived)", () =>
    spec.given([subscribed, deleted]).when({ _tag: "Unsubscribe", subscriberId }).thenError("NotFound", NewsletterMessages.notFound))

  it("given a deleted subscriber, when a sign-up reaches its stream, then refused (a new subscriber is made instead)", () =>
    spec.given([subscribed, deleted]).when(subscribe).thenError("NotFound", NewsletterMessages.notFound))

  it("given nothing, when deleted, then 'Subscriber not found'", () =>
    spec.given([]).when({ _tag: "DeleteSubscriber", subscriberId }).thenError("NotFound", NewsletterMessages.notFound))

  it("agrees with its lifecycle machine on every path (a repeated sign-up or unsubscribe acts on nothing)", () =>
    expectAggregateAgreesWithMachine({
      machine: newsletterSubscriberLifecycle,
      decider: NewsletterSubscriberDecider,
      events: [{ type: "SUBSCRIBE" }, { type: "UNSUBSCRIBE" }, { type: "DELETE" }] as NewsletterSubscriberLifecycleEvent[],
      commandFor: (e): NewsletterSubscriberCommand => {
        switch (e.type) {
          case "SUBSCRIBE":
            return subscribe
          case "UNSUBSCRIBE":
            return { _tag: "Unsubscribe", subscriberId }
          case "DELETE":
            return { _tag: "DeleteSubscriber", subscriberId }
        }
      },
      stateOf: (s) => s.status
    }))
})
