import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"
import { LiveProvider } from "../api/live"
import { ToastProvider } from "../ui/ToastProvider"

const makeQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: false } } })

/**
 * What only signed-in screens use: the query cache, the live socket that refetches it, the
 * toasts. They load with the signed-in screens, not with the sign-in page (first load
 * under 200 kB). One cache per signed-in session: signing out unmounts it with the screens, so
 * the next user of the browser starts with an empty one.
 */
export default function SignedInProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <LiveProvider enabled>
        <ToastProvider>{children}</ToastProvider>
      </LiveProvider>
    </QueryClientProvider>
  )
}
