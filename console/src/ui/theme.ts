import { createTheme } from "@mui/material/styles"
import type {} from "@mui/x-data-grid/themeAugmentation"

/** OverflowText's class: one line ending in "…", except inside a table cell, where it wraps (below). */
export const OVERFLOW_TEXT_CLASS = "timber-overflow-text"

/**
 * Status colours that carry white text: each shade is the darkest of its hue family that still reads as
 * that hue, chosen so white 13 px text on it reaches WCAG AA (4.5:1; amber-600 #d97706 gave 3.18:1).
 */
export const STATUS_COLOURS = {
  grey: "#64748b", // 4.76:1
  amber: "#b45309", // 5.02:1
  blue: "#2563eb", // 5.17:1
  purple: "#7c3aed", // 5.70:1
  green: "#15803d", // 5.02:1
  red: "#dc2626" // 4.83:1
} as const

/** Dark slate primary, timber red accent. */
export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: "#1e293b", light: "#334155", dark: "#0f172a", contrastText: "#ffffff" },
    secondary: { main: "#dc2626", light: "#ef4444", dark: "#b91c1c", contrastText: "#ffffff" },
    background: { default: "#f1f5f9", paper: "#ffffff" },
    text: { primary: "#0f172a", secondary: "#475569" },
    // MUI's own warning, success and info shades fail AA under white text (chips, toasts, contained buttons)
    warning: { main: STATUS_COLOURS.amber, contrastText: "#ffffff" },
    success: { main: STATUS_COLOURS.green, contrastText: "#ffffff" },
    info: { main: STATUS_COLOURS.blue, contrastText: "#ffffff" }
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
    // notistack paints its toasts itself: the same accessible shades (its defaults give white text 2.2 to 3.3:1)
    MuiCssBaseline: {
      styleOverrides: {
        ".notistack-MuiContent.notistack-MuiContent-success": { backgroundColor: STATUS_COLOURS.green },
        ".notistack-MuiContent.notistack-MuiContent-warning": { backgroundColor: STATUS_COLOURS.amber },
        ".notistack-MuiContent.notistack-MuiContent-info": { backgroundColor: STATUS_COLOURS.blue }
      }
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: "1px solid #e2e8f0" } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A name in a table is read whole (LOT numbers cut to a few letters on a phone, names
    // cut at 1440 px): a row grows to hold what its cells wrap, never under the standard 52 px, its cells
    // centred on its height; a cell's text wraps, and so do OverflowText and noWrap text, which end one line
    // in "…" elsewhere.
    MuiDataGrid: {
      defaultProps: { getRowHeight: () => "auto" },
      styleOverrides: {
        // a header too wide for its column on a phone ("LOT Number") takes two lines rather than "LOT Num…"
        columnHeaderTitle: { whiteSpace: "normal", lineHeight: 1.2, overflowWrap: "anywhere" },
        cell: {
          minHeight: 52,
          display: "flex",
          alignItems: "center",
          paddingTop: 6,
          paddingBottom: 6,
          lineHeight: 1.35,
          whiteSpace: "normal",
          overflowWrap: "anywhere",
          [`& .${OVERFLOW_TEXT_CLASS}, & .MuiTypography-noWrap`]: { whiteSpace: "normal", overflowWrap: "anywhere", textOverflow: "clip" }
        }
      }
    }
  }
})
