import { useQueryClient } from "@tanstack/react-query"
import type { SubscriberList, SubscriberListParams, SubscriberSort } from "@timber/contracts"
import { ifMatch } from "../../../../api/stale-edit"
import { call } from "../../../../api/client"
import type { ServerPageParams } from "../../../../lib/use-server-page"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const subscribersKey = ["crm", "newsletter", "subscribers"] as const

export type SubscriberFilter = Pick<SubscriberListParams, "status">

/** GET /api/crm/newsletter/subscribers: one page of the list (searched by e-mail on the server) and the list's stats. */
export const fetchSubscriberPage = (params: ServerPageParams<SubscriberSort, SubscriberFilter>): Promise<SubscriberList> =>
  call((api) => api.newsletter.subscribers({ urlParams: params }))

/** DELETE /api/crm/newsletter/subscribers/{id}: erases the subscriber, as the list showed them (If-Match). */
export const useDeleteSubscriber = () => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn: (subscriber: { readonly id: string; readonly version: string }, intent: Intent) =>
      call((api) => api.newsletterCommands.delete({ path: { id: subscriber.id }, headers: ifMatch(subscriber.version) }), intent),
    // refreshed after a refusal too: a subscriber changed meanwhile shows as they are now
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscribersKey })
  })
}
