import { HttpApiBuilder } from "@effect/platform"
import { NewsletterMessages, ReadApi, type Subscriber, type SubscriberList } from "@timber/contracts"
import { decryptEmail, unsubscribeToken } from "@timber/contracts/newsletter/secrets"
import { pageSealedSubscribers, subscriberStats, type SealedSubscriber } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { readPage } from "./paging"
import { requireAny } from "./permissions"

/** The console's public page that confirms an unsubscribe (it posts the token). */
const UNSUBSCRIBE_PAGE = "/unsubscribe"

/**
 * GET /api/crm/newsletter/subscribers (page crm-clients, read): a page of the list, each address
 * decrypted here with its key, each with its signed unsubscribe link, and the list's stats. A
 * subscriber whose key is already destroyed (erased, its deletion not yet in the read model) shows
 * as erased. The e-mail search decrypts as it walks the list (the read model holds no address in
 * the clear), a bounded number of rows per request (README).
 */
export const NewsletterLive = HttpApiBuilder.group(ReadApi, "newsletter", (h) =>
  h.handle("subscribers", ({ urlParams }) =>
    Effect.gen(function* () {
      yield* requireAny(["crm-clients", "read"])
      const { request, after } = yield* readPage(urlParams, { sort: "subscribedAt", order: "desc" })
      return yield* query(async ({ db, jwtSecret }): Promise<SubscriberList> => {
        const emailOf = (row: SealedSubscriber) => decryptEmail(row.key, row.emailCiphertext) ?? NewsletterMessages.erased
        const needle = request.q?.toLowerCase()
        const page = await pageSealedSubscribers(
          db,
          request,
          after,
          urlParams,
          needle === undefined ? undefined : (row) => emailOf(row).toLowerCase().includes(needle)
        )
        const items = page.items.map((row): Subscriber => ({
          id: row.id,
          email: emailOf(row),
          source: row.source,
          status: row.status === "unsubscribed" ? "unsubscribed" : "active",
          subscribedAt: row.subscribedAt,
          unsubscribePath: `${UNSUBSCRIBE_PAGE}?token=${unsubscribeToken(jwtSecret, row.id)}`
        }))
        return { ...page, items, stats: await subscriberStats(db) }
      })
    })
  )
)
