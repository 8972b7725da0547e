import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { registerSW } from "virtual:pwa-register"
import { App } from "./app/App"
import { appUpdate } from "./app/installable/app-update"
import { listenForInstall } from "./app/installable/install-prompt"

listenForInstall(window)
// the service worker (vite-plugin-pwa; none in development): a new version waits until the user reloads
const update = registerSW({ onNeedRefresh: () => appUpdate.offer(() => void update(true)) })

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>
)
