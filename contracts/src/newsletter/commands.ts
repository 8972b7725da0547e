import type { SubscriberId } from "./id"

/** Encrypted and digested by the handler (the decision reads no key, clock or random). */
export interface Subscribe {
  readonly _tag: "Subscribe"
  readonly subscriberId: SubscriberId
  readonly emailCiphertext: string
  readonly emailDigest: string
  readonly source: string
}
export interface Unsubscribe {
  readonly _tag: "Unsubscribe"
  readonly subscriberId: SubscriberId
}
export interface DeleteSubscriber {
  readonly _tag: "DeleteSubscriber"
  readonly subscriberId: SubscriberId
}
export type NewsletterSubscriberCommand = Subscribe | Unsubscribe | DeleteSubscriber
