import { ThemeProvider } from "@mui/material"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import type { LotStatus, User, LotDto } from "@timber/contracts"
import { effectivePermissions } from "@timber/domain/permissions/templates"
import { SnackbarProvider } from "notistack"
import type { ReactNode } from "react"
import { MemoryRouter } from "react-router-dom"
import { AuthContext } from "../auth/AuthProvider"
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
  version: "0",
  ...overrides
})

/** A LOT as the receipts list answers it: PENDING Mninga from Sao Hill unless told. */
export const testLot = (lotNumber: string, status: LotStatus, overrides: Partial<LotDto> = {}): LotDto => ({
  id: `id-${lotNumber}`,
  lotNumber,
  woodTypeId: "wt-1",
  woodType: { id: "wt-1", name: "Mninga" },
  supplier: "Sao Hill",
  receiptDate: "2026-11-21",
  purchaseOrder: "PO-1",
  woodFormat: "SLEEPERS",
  status,
  notes: null,
  estimatedVolumeM3: 1,
  estimatedPieces: 10,
  estimatedAmount: 0,
  actualVolumeM3: null,
  actualPieces: null,
  receiptConfirmedAt: null,
  createdAt: "2026-11-21T08:00:00.000Z",
  updatedAt: "2026-11-21T08:00:00.000Z",
  lastWorkedBy: null,
  lastWorkedAt: null,
  version: "0",
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

/** Mounts UI as `user`, signed in (the session's context without a server), at a path. */
export const renderSignedIn = (user: User, ui: ReactNode, path = "/") =>
  renderAt(
    <AuthContext.Provider
      value={{
        state: { status: "authenticated", user },
        login: async () => user,
        logout: () => undefined,
        replaceUser: () => undefined,
        refresh: async () => undefined
      }}
    >
      {ui}
    </AuthContext.Provider>,
    path
  )
