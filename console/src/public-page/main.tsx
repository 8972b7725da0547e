import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { PublicComingSoonPage } from "../features/public/PublicComingSoonPage"
import "../features/public/coming-soon.css"

// The public page's own entry (coming-soon.html): React and this page only, no MUI, no router, no
// service worker — a visitor on a phone network downloads as little as possible.
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <PublicComingSoonPage />
  </StrictMode>
)
