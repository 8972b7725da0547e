import { CssBaseline, ThemeProvider } from "@mui/material"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { lazy, Suspense, type ReactNode } from "react"
import { BrowserRouter, Route, Routes } from "react-router-dom"
import { LiveProvider } from "../api/live"
import { AuthProvider, useAuth } from "../auth/AuthProvider"
import { RequireAuth } from "../auth/RequireAuth"
import { PageSpinner } from "../ui/PageSpinner"
import { ComingSoon, SCREEN_ROUTES, type ScreenRoute } from "./routes"
import { theme } from "../ui/theme"

const LoginPage = lazy(() => import("../features/auth/login/LoginPage"))
const UnauthorizedPage = lazy(() => import("../features/unauthorized/UnauthorizedPage"))
const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage"))
const PublicComingSoonPage = lazy(() => import("../features/public/PublicComingSoonPage"))
const Layout = lazy(() => import("../features/shell/Layout"))
const DashboardPage = lazy(() => import("../features/dashboard/home/DashboardPage"))
/** Toasts belong to the signed-in screens: notistack loads with them, not with the sign-in page (issue 11: first load under 200 kB). */
const ToastProvider = lazy(() => import("../ui/ToastProvider").then(({ ToastProvider }) => ({ default: ToastProvider })))

export const makeQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: false } } })

const Live = ({ children }: { children: ReactNode }) => {
  const { state } = useAuth()
  return <LiveProvider enabled={state.status === "authenticated"}>{children}</LiveProvider>
}

const screen = (route: ScreenRoute) => {
  const Element = route.element
  return <RequireAuth page={route.page ?? undefined}>{Element ? <Element /> : <ComingSoon title={route.title} />}</RequireAuth>
}

/** The routes; exported apart from the providers so component tests can mount them. */
export const AppRoutes = () => (
  <Suspense fallback={<PageSpinner />}>
    <Routes>
      <Route path="/" element={<PublicComingSoonPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route
        element={
          <RequireAuth>
            <ToastProvider>
              <Layout />
            </ToastProvider>
          </RequireAuth>
        }
      >
        <Route
          path="/dashboard"
          element={
            <RequireAuth page="dashboard">
              <DashboardPage />
            </RequireAuth>
          }
        />
        {SCREEN_ROUTES.flatMap((route) => [
          <Route key={`d-${route.path}`} path={`/dashboard/${route.path}`} element={screen(route)} />,
          <Route key={`s-${route.path}`} path={`/${route.path}`} element={screen(route)} />
        ])}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </Suspense>
)

export const App = ({ queryClient = makeQueryClient() }: { queryClient?: QueryClient }) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          <Live>
            <AppRoutes />
          </Live>
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </ThemeProvider>
)
