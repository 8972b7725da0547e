import { HttpApiBuilder } from "@effect/platform"
import { maskedEmail, NewsletterMessages, ReadApi, type Subscriber, type SubscriberList } from "@timber/contracts"
import { decryptEmail, unsubscribeToken } from "@timber/server-edge/newsletter-secrets"
import { maySeeSubscriberAddresses } from "@timber/domain/permissions/index"
import { pageSealedSubscribers, subscriberStats, type SealedSubscriber } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"

/** The console's public page that confirms an unsubscribe (it posts the token). */
const UNSUBSCRIBE_PAGE = "/unsubscribe"

/**
 * GET /api/crm/newsletter/subscribers (page crm-clients, read): a page of the list, each address
 * decrypted here with its key, each with its signed unsubscribe link, and the list's stats. A
 * subscriber whose key is already destroyed (erased, its deletion not yet in the read model) shows
 * as erased. The e-mail search decrypts as it walks the list (the read model holds no address in
 * the clear), a bounded number of rows per request (README). A reader who does not manage the list
 * sees each address masked and gets no unsubscribe links; their search looks in what they see, so
 * it cannot confirm a guessed address either.
 */
export const NewsletterLive = HttpApiBuilder.group(ReadApi, "newsletter", (h) =>
  h.handle("subscribers", ({ urlParams }) =>
    Effect.gen(function* () {
      const user = yield* requireAny(["crm-clients", "read"])
      const whole = maySeeSubscriberAddresses(user)
      const { request, after } = yield* readPage(urlParams, { sort: "subscribedAt", order: "desc" })
      return yield* pagedQuery(async ({ db, jwtSecret }): Promise<SubscriberList> => {
        const emailOf = (row: SealedSubscriber) => {
          const email = decryptEmail(row.key, row.emailCiphertext)
          if (email === null) return NewsletterMessages.erased
          return whole ? email : maskedEmail(email)
        }
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
          unsubscribePath: whole ? `${UNSUBSCRIBE_PAGE}?token=${unsubscribeToken(jwtSecret, row.id)}` : null,
          version: row.version
        }))
        return { ...page, items, stats: await subscriberStats(db) }
      })
    })
  )
)
