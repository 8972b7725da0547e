import { createTheme } from "@mui/material"

/**
 * A wall board's look: dark background and large, high-contrast type that reads from 5 m on a
 * 1920×1080 TV (about 28 px body, numbers four times that), as factory andon boards are.
 */
export const wallTheme = createTheme({
  palette: {
    mode: "dark",
    background: { default: "#0b1220", paper: "#131c2e" },
    text: { primary: "#ffffff", secondary: "#c7d0e0" },
    success: { main: "#3ddc84" },
    warning: { main: "#ffb020" },
    error: { main: "#ff6b6b" }
  },
  typography: {
    fontSize: 24,
    h1: { fontSize: "3.2rem", fontWeight: 700 },
    h2: { fontSize: "2.6rem", fontWeight: 700 },
    h3: { fontSize: "2rem", fontWeight: 600 },
    body1: { fontSize: "1.9rem" },
    body2: { fontSize: "1.6rem" }
  }
})
