import { createTheme } from "@mui/material/styles"

/** Dark slate primary, timber red accent. */
export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: "#1e293b", light: "#334155", dark: "#0f172a", contrastText: "#ffffff" },
    secondary: { main: "#dc2626", light: "#ef4444", dark: "#b91c1c", contrastText: "#ffffff" },
    background: { default: "#f1f5f9", paper: "#ffffff" },
    text: { primary: "#0f172a", secondary: "#475569" }
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 700, letterSpacing: -0.5 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: "none", fontWeight: 600 }
  },
  components: {
    MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: "1px solid #e2e8f0" } } },
    MuiButton: { defaultProps: { disableElevation: true } }
  }
})
