import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material"
import type { LotJourney } from "@timber/contracts"
import { fixed } from "../../../../lib/format"

/** m³ as the traceability dialog shows volumes (platform spec section 9: 3 decimals). */
const m3 = (value: number) => `${fixed(value, 3)} m³`

const Steps = ({
  title,
  empty,
  head,
  rows
}: {
  title: string
  empty: string
  head: ReadonlyArray<string>
  rows: ReadonlyArray<ReadonlyArray<string | number>>
}) => (
  <Box>
    <Typography variant="subtitle2" component="h4" gutterBottom>
      {title}
    </Typography>
    {rows.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    ) : (
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((cell, j) => (
                <TableCell key={j}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
  </Box>
)

/**
 * Where a LOT's wood went in stock: the rows its receipt's sleepers and its planks
 * entered, the kiln batches and transfers that took from the plank rows since, and what those rows
 * hold now, each row named as the inventory names it (`Plank 1" × 8"`) with its m³. Rows are shared
 * with other LOTs of the same wood and size; the planks' table says how many pieces others put in.
 */
export const LotJourneySection = ({ journey }: { journey: LotJourney }) => (
  <Stack spacing={2}>
    <Typography variant="h6" component="h3">
      After Slicing
    </Typography>
    <Typography variant="body2">
      Received {m3(journey.receivedM3)} ({journey.receivedPieces} sleepers) · sliced {m3(journey.slicedSleeperM3)} ({journey.slicedSleepers}) → planks{" "}
      {m3(journey.plankM3)}, waste {m3(journey.wasteM3)}
    </Typography>
    {journey.sleepers.length > 0 && (
      <Steps
        title="Sleepers into stock"
        empty=""
        head={["Warehouse", "Size", "Pieces", "Volume"]}
        rows={journey.sleepers.map((s) => [s.warehouse, s.size, s.pieces, m3(s.m3)])}
      />
    )}
    {journey.planks.length === 0 ? (
      <Alert severity="info">No ended slicing operation has put this LOT's planks into stock yet</Alert>
    ) : (
      <>
        <Steps
          title="Planks into stock"
          empty=""
          head={["Warehouse", "Size", "Pieces", "Volume", "Other pieces in the row since"]}
          rows={journey.planks.map((p) => [p.warehouse, p.size, p.pieces, m3(p.m3), p.otherPieces])}
        />
        <Steps
          title="Kiln batches"
          empty="No kiln batch has taken from these rows since"
          head={["Batch", "Status", "Warehouse", "Size", "Pieces", "Volume"]}
          rows={journey.kilnBatches.map((b) => [b.batchNumber, b.status ?? "—", b.warehouse, b.size, b.pieces, m3(b.m3)])}
        />
        <Steps
          title="Transfers"
          empty="No transfer has taken from these rows since"
          head={["Transfer", "Status", "From", "To", "Size", "Pieces", "Volume"]}
          rows={journey.transfers.map((t) => [t.transferNumber, t.status ?? "—", t.from, t.to ?? "—", t.size, t.pieces, m3(t.m3)])}
        />
        <Steps
          title="In stock now"
          empty=""
          head={["Warehouse", "Size", "Not Dried", "Under Drying", "Dried", "Damaged", "In Transit", "Volume"]}
          rows={journey.stock.map((s) => [s.warehouse, s.size, s.notDried, s.underDrying, s.dried, s.damaged, s.inTransit, m3(s.m3)])}
        />
      </>
    )}
  </Stack>
)
