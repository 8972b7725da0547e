import { Box, Typography } from "@mui/material"
import type { ReactNode } from "react"

/** One rotating panel: its title, and its content or the plain words saying nothing is there yet. */
export function PanelFrame({ title, empty, children }: { title: string; empty: string | null; children?: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <Typography variant="h2" component="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {empty !== null ? (
        <Box sx={{ flex: 1, display: "flex", alignItems: "center", justifyContent: "center" }}>
          <Typography sx={{ fontSize: "3rem", color: "text.secondary" }}>{empty}</Typography>
        </Box>
      ) : (
        children
      )}
    </Box>
  )
}

/** A board table: few columns, large rows, the first column bold. */
export function BoardTable({ head, rows }: { head: ReadonlyArray<string>; rows: ReadonlyArray<ReadonlyArray<ReactNode>> }) {
  return (
    <Box component="table" sx={{ width: "100%", borderCollapse: "collapse", fontSize: "2rem", "& td, & th": { py: 1.2, px: 2, textAlign: "left" } }}>
      <thead>
        <tr>
          {head.map((h) => (
            <Box component="th" key={h} sx={{ color: "text.secondary", fontWeight: 600, borderBottom: "2px solid #2c3a55" }}>
              {h}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <Box component="tr" key={i} sx={{ borderBottom: "1px solid #24314a" }}>
            {row.map((cell, j) => (
              <Box component="td" key={j} sx={j === 0 ? { fontWeight: 700 } : undefined}>
                {cell}
              </Box>
            ))}
          </Box>
        ))}
      </tbody>
    </Box>
  )
}

/** The rows a panel has room for; the rest counted ("and 4 more"). */
export const MAX_ROWS = 8
export const more = (total: number) => (total > MAX_ROWS ? `and ${total - MAX_ROWS} more` : null)
