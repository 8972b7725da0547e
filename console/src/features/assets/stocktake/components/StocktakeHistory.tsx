import { Button, Card, CardContent, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material"
import type { Stocktake } from "@timber/contracts"
import { formatDateTime } from "../../../../lib/format"

const STATUS_COLOR = { OPEN: "warning", FINISHED: "success", CANCELLED: "default" } as const

/** Past and open counts, newest first; an open one may be continued by whoever may run counts. */
export function StocktakeHistory({
  stocktakes,
  onContinue
}: {
  readonly stocktakes: ReadonlyArray<Stocktake>
  readonly onContinue: ((id: string) => void) | null
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Stocktakes
        </Typography>
        {stocktakes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No stocktakes yet
          </Typography>
        ) : (
          // scrolls sideways on a phone: a keyboard must be able to reach it
          <TableContainer tabIndex={0} role="region" aria-label="Stocktakes table">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Location</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Started</TableCell>
                  <TableCell>Closed</TableCell>
                  <TableCell align="right">Found</TableCell>
                  <TableCell align="right">Missing</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {stocktakes.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>{s.location}</TableCell>
                    <TableCell>
                      <Chip size="small" label={s.status} color={STATUS_COLOR[s.status]} />
                    </TableCell>
                    <TableCell>
                      {formatDateTime(s.startedAt)} · {s.startedBy}
                    </TableCell>
                    <TableCell>{s.finishedAt ? `${formatDateTime(s.finishedAt)} · ${s.finishedBy ?? ""}` : "—"}</TableCell>
                    <TableCell align="right">{s.status === "FINISHED" ? s.foundAssetIds.length : "—"}</TableCell>
                    <TableCell align="right">{s.status === "FINISHED" ? s.missingAssetIds.length : "—"}</TableCell>
                    <TableCell>
                      {s.status === "OPEN" && onContinue ? (
                        <Button size="small" onClick={() => onContinue(s.id)}>
                          Continue
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  )
}
