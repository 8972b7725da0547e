import { Conflict, NewsletterMessages, NewsletterSubscriberEvent, NotFound, type NewsletterSubscriberCommand, type SubscriberId } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { nextNewsletterSubscriberState, type NewsletterSubscriberLifecycleEvent, type NewsletterSubscriberMachineState } from "./lifecycle.machine"

export interface NewsletterSubscriberState {
  readonly status: NewsletterSubscriberMachineState
  /** the keyed digest of the normalised address (never the address): the reservation it holds */
  readonly emailDigest: string | null
  /** the address sealed under the subscriber's key: erasure opens it once more, to find the address's own key and destroy it too */
  readonly emailCiphertext: string | null
}

export const newsletterSubscriberStream = (id: SubscriberId | string) => `NewsletterSubscriber-${id}`

const allowed = (state: NewsletterSubscriberState, event: NewsletterSubscriberLifecycleEvent): Effect.Effect<void, NotFound | Conflict> => {
  if (nextNewsletterSubscriberState(state.status, event) !== null) return Effect.void
  if (state.status === "absent" || state.status === "deleted") return Effect.fail(new NotFound({ message: NewsletterMessages.notFound }))
  return Effect.fail(new Conflict({ message: NewsletterMessages.alreadyUnsubscribed }))
}

export const NewsletterSubscriberDecider: Decider<NewsletterSubscriberCommand, NewsletterSubscriberEvent, NewsletterSubscriberState> = {
  events: NewsletterSubscriberEvent,
  initialState: { status: "absent", emailDigest: null, emailCiphertext: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "NewsletterSubscribed":
        return { status: "active", emailDigest: event.emailDigest, emailCiphertext: event.emailCiphertext }
      case "NewsletterUnsubscribed":
        return { ...state, status: "unsubscribed" }
      case "NewsletterResubscribed":
        return { ...state, status: "active" }
      case "NewsletterSubscriberDeleted":
        return { ...state, status: "deleted" }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "Subscribe": {
        // a repeated sign-up of an active address is kind: nothing changes, and the caller answers the same thank-you
        if (state.status === "active") return Effect.succeed([])
        if (state.status === "unsubscribed")
          return Effect.as(allowed(state, { type: "SUBSCRIBE" }), [
            { _tag: "NewsletterResubscribed" as const, subscriberId: command.subscriberId, source: command.source }
          ])
        return Effect.as(allowed(state, { type: "SUBSCRIBE" }), [
          {
            _tag: "NewsletterSubscribed" as const,
            subscriberId: command.subscriberId,
            emailCiphertext: command.emailCiphertext,
            emailDigest: command.emailDigest,
            source: command.source
          }
        ])
      }
      case "Unsubscribe":
        // a second click on the same link changes nothing and still says so
        if (state.status === "unsubscribed") return Effect.succeed([])
        return Effect.as(allowed(state, { type: "UNSUBSCRIBE" }), [{ _tag: "NewsletterUnsubscribed" as const, subscriberId: command.subscriberId }])
      case "DeleteSubscriber":
        return Effect.as(allowed(state, { type: "DELETE" }), [{ _tag: "NewsletterSubscriberDeleted" as const, subscriberId: command.subscriberId }])
      default:
        return absurd(command)
    }
  }
}
