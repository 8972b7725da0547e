import { HttpApiBuilder } from "@effect/platform"
import { NewsletterMessages, ReadApi, type Subscriber, type SubscriberList } from "@timber/contracts"
import { decryptEmail, unsubscribeToken } from "@timber/contracts/newsletter/secrets"
import { listSealedSubscribers } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAny } from "./permissions"

/** The console's public page that confirms an unsubscribe (it posts the token). */
const UNSUBSCRIBE_PAGE = "/unsubscribe"

/**
 * GET /api/crm/newsletter/subscribers (page crm-clients, read): every subscriber with the address
 * decrypted here with its key, the stats, and each one's signed unsubscribe link. A subscriber
 * whose key is already destroyed (erased, its deletion not yet in the read model) shows as erased.
 * The console filters by e-mail itself: the list is decrypted as a whole (mailing lists of a
 * factory's public page are thousands, not millions; README).
 */
export const NewsletterLive = HttpApiBuilder.group(ReadApi, "newsletter", (h) =>
  h.handle("subscribers", () =>
    Effect.zipRight(
      requireAny(["crm-clients", "read"]),
      query(async ({ db, jwtSecret }): Promise<SubscriberList> => {
        const sealed = await listSealedSubscribers(db)
        const subscribers = sealed.map((row): Subscriber => ({
          id: row.id,
          email: decryptEmail(row.key, row.emailCiphertext) ?? NewsletterMessages.erased,
          source: row.source,
          status: row.status === "unsubscribed" ? "unsubscribed" : "active",
          subscribedAt: row.subscribedAt,
          unsubscribePath: `${UNSUBSCRIBE_PAGE}?token=${unsubscribeToken(jwtSecret, row.id)}`
        }))
        const active = subscribers.filter((s) => s.status === "active").length
        return { subscribers, stats: { total: subscribers.length, active, unsubscribed: subscribers.length - active } }
      })
    )
  )
)
