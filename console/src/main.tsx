import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/App"
import { appUpdate } from "./app/installable/app-update"
import { listenForInstall } from "./app/installable/install-offer"

listenForInstall(window)
// The service worker (vite-plugin-pwa; none in development): a new version waits until the user
// reloads. Registered once the first screen has loaded and the browser is idle, as Workbox advises:
// its code (workbox-window) and its precaching never compete with what the sign-in page needs.
const registerServiceWorker = () =>
  void import("virtual:pwa-register").then(({ registerSW }) => {
    const update = registerSW({ onNeedRefresh: () => appUpdate.offer(() => void update(true)) })
  })
window.addEventListener("load", () => setTimeout(() => requestIdleCallback(registerServiceWorker, { timeout: 5_000 }), 2_000), { once: true })

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
