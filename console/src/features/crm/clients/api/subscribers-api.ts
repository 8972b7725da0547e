import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { call } from "../../../../api/client"

export const subscribersKey = ["crm", "newsletter", "subscribers"] as const

/** GET /api/crm/newsletter/subscribers: the list and its stats. */
export const subscribersQuery = queryOptions({ queryKey: subscribersKey, queryFn: () => call((api) => api.newsletter.subscribers()) })
export const useSubscribers = () => useQuery(subscribersQuery)

/** DELETE /api/crm/newsletter/subscribers/{id}: erases the subscriber. */
export const useDeleteSubscriber = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => call((api) => api.newsletterCommands.delete({ path: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersKey })
  })
}
