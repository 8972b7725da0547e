import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * A newsletter subscriber (administration spec sections 3 and 4): active after sign-up,
 * unsubscribed by the signed link, active again by a new sign-up, and deleted (erased) by staff
 * from either state. A deleted subscriber is final: the same address signing up later is a new
 * subscriber with a new key (the old one's key is destroyed).
 */
export type NewsletterSubscriberLifecycleEvent = { type: "SUBSCRIBE" } | { type: "UNSUBSCRIBE" } | { type: "DELETE" }

export const newsletterSubscriberLifecycle = setup({ types: { events: {} as NewsletterSubscriberLifecycleEvent } }).createMachine({
  id: "newsletterSubscriber",
  initial: "absent",
  states: {
    absent: { on: { SUBSCRIBE: "active" } },
    active: { on: { UNSUBSCRIBE: "unsubscribed", DELETE: "deleted" } },
    unsubscribed: { on: { SUBSCRIBE: "active", DELETE: "deleted" } },
    deleted: { type: "final" }
  }
})

export type NewsletterSubscriberMachineState = "absent" | "active" | "unsubscribed" | "deleted"

export const nextNewsletterSubscriberState = askLifecycle<typeof newsletterSubscriberLifecycle, NewsletterSubscriberMachineState>(newsletterSubscriberLifecycle)
