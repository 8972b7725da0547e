import { Box, Button, Paper, Stack, Typography } from "@mui/material"
import type { SlicingOperation } from "@timber/contracts"
import { useState } from "react"
import { tilePage } from "../slicer-figures"

/** The LOT's numbered sleepers from its counted receipt, 50 to a page; a tile is available or sliced (section 2.1). */
export const SleeperTiles = ({
  count,
  operations,
  selected,
  onChoose
}: {
  count: number
  operations: ReadonlyMap<number, SlicingOperation>
  selected: number | null
  onChoose: (sleeperNumber: number) => void
}) => {
  const [page, setPage] = useState(0)
  const { numbers, current, jumps, more, nextBlock, earlier, previousBlock } = tilePage(count, page)
  const sliced = [...operations.values()].filter((op) => op.status === "completed").length
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Sleepers">
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1, flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h6" component="h2">
          Sleepers
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {count === 0 ? "This LOT's receipt counted no sleepers yet" : `${sliced} of ${count} sliced`}
        </Typography>
      </Stack>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(56px, 1fr))", gap: 1 }}>
        {numbers.map((n) => {
          const op = operations.get(n)
          const state = op === undefined ? "available" : op.status === "completed" ? "sliced" : "in progress"
          return (
            <Button
              key={n}
              aria-label={`Sleeper ${n}, ${state}`}
              aria-pressed={selected === n}
              variant={selected === n ? "contained" : "outlined"}
              color={state === "sliced" ? "success" : state === "in progress" ? "warning" : "primary"}
              onClick={() => onChoose(n)}
              sx={{ minWidth: 0, textDecoration: state === "sliced" ? "line-through" : "none" }}
            >
              {n}
            </Button>
          )
        })}
      </Box>
      {(jumps.length > 1 || previousBlock !== null) && (
        <Stack direction="row" sx={{ mt: 2, flexWrap: "wrap", alignItems: "center", gap: 1 }} aria-label="Sleeper pages">
          {previousBlock !== null && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => setPage(previousBlock)}
              aria-label={`${earlier} earlier pages: go to page ${previousBlock + 1}`}
            >
              −{earlier} earlier
            </Button>
          )}
          {jumps.map((p) => (
            <Button key={p} size="small" variant={p === current ? "contained" : "text"} onClick={() => setPage(p)} aria-label={`Page ${p + 1}`}>
              {p + 1}
            </Button>
          ))}
          {nextBlock !== null && (
            <Button size="small" variant="outlined" onClick={() => setPage(nextBlock)} aria-label={`+${more} more pages: go to page ${nextBlock + 1}`}>
              +{more} more
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  )
}
