import { CssBaseline, ThemeProvider } from "@mui/material"
import { lazy, Suspense, useState, useSyncExternalStore } from "react"
import { BrowserRouter, Navigate, Route, Routes } from "react-router-dom"
import { AuthProvider } from "../auth/AuthProvider"
import { RequireAuth } from "../auth/RequireAuth"
import { PageSpinner } from "../ui/PageSpinner"
import { ComingSoon, SCREEN_ROUTES, type ScreenRoute } from "./routes"
import { theme } from "../ui/theme"
import { appUpdate } from "./installable/app-update"
import { useOnline } from "./installable/connectivity"
import { installOffer } from "./installable/install-offer"

const LoginPage = lazy(() => import("../features/auth/login/LoginPage"))
const UnauthorizedPage = lazy(() => import("../features/unauthorized/UnauthorizedPage"))
const NotFoundPage = lazy(() => import("../features/not-found/NotFoundPage"))
const UnsubscribePage = lazy(() => import("../features/public/UnsubscribePage"))
const Layout = lazy(() => import("../features/shell/Layout"))
const DashboardPage = lazy(() => import("../features/dashboard/home/DashboardPage"))
const SignedInProviders = lazy(() => import("./SignedInProviders"))
// the installable console's parts load only when there is something to show (the first-load budget)
const OfflinePage = lazy(() => import("./installable/OfflinePage").then((m) => ({ default: m.OfflinePage })))
const OfflineBanner = lazy(() => import("./installable/OfflinePage").then((m) => ({ default: m.OfflineBanner })))
const InstallPrompt = lazy(() => import("./installable/InstallPrompt").then((m) => ({ default: m.InstallPrompt })))
const AppUpdateToast = lazy(() => import("./installable/AppUpdateToast").then((m) => ({ default: m.AppUpdateToast })))
const WallPage = lazy(() => import("../features/wall/WallPage"))

const screen = (route: ScreenRoute) => {
  const Element = route.element
  return <RequireAuth page={route.page ?? undefined}>{Element ? <Element /> : <ComingSoon title={route.title} />}</RequireAuth>
}

/** The routes; exported apart from the providers so component tests can mount them. */
export const AppRoutes = () => (
  <Suspense fallback={<PageSpinner />}>
    <Routes>
      {/* `/` is the public page, its own bundle (coming-soon.html): the console reaches it only by a link inside itself, and sends that to the dashboard */}
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/unsubscribe" element={<UnsubscribePage />} />
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route path="/wall" element={<WallPage />} />
      <Route
        element={
          <RequireAuth>
            <SignedInProviders>
              <Layout />
            </SignedInProviders>
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

export const App = () => {
  // opened without a network (installed, or from the service worker's cache): say so, not a sign-in that cannot work
  const [startedOffline] = useState(() => !navigator.onLine)
  const online = useOnline()
  const installOffered = useSyncExternalStore(installOffer.subscribe, () => installOffer.current() !== null)
  const updateWaiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.waiting)
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {startedOffline ? (
        <Suspense fallback={null}>
          <OfflinePage />
        </Suspense>
      ) : (
        <BrowserRouter>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
          <Suspense fallback={null}>
            {online ? null : <OfflineBanner />}
            {installOffered ? <InstallPrompt /> : null}
            {updateWaiting ? <AppUpdateToast /> : null}
          </Suspense>
        </BrowserRouter>
      )}
    </ThemeProvider>
  )
}
