import { ThemeProvider } from "@mui/material"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import type { User } from "@timber/contracts"
import { effectivePermissions } from "@timber/domain/permissions/templates"
import { SnackbarProvider } from "notistack"
import type { ReactNode } from "react"
import { MemoryRouter } from "react-router-dom"
import { theme } from "../ui/theme"

export const testUser = (role: string, overrides: Partial<User> = {}): User => ({
  id: `${role.toLowerCase()}-1`,
  email: `${role.toLowerCase()}@timber.works`,
  role,
  permissions: effectivePermissions(role, null),
  firstName: "Test",
  lastName: role,
  isActive: true,
  failedLoginAttempts: 0,
  accountLockedAt: null,
  user_metadata: { full_name: `Test ${role}` },
  avatar_url: null,
  createdAt: "2026-11-21T00:00:00.000Z",
  ...overrides
})

/** Mounts UI with the app's providers at a path, without a server; `rerender` keeps the providers. */
export const renderAt = (ui: ReactNode, path = "/") => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={3}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  )
  return render(ui, { wrapper: Providers })
}
