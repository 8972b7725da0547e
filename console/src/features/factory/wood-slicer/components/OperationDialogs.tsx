import { Button, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from "@mui/material"
// the table parts, apart: one import line of everything would wrap
import { Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material"
import type { SlicingOperation } from "@timber/contracts"
import { format } from "date-fns"
import { useState } from "react"
import { cmToInches, metresToFeet, plankCode } from "../slicer-figures"

const when = (iso: string | null) => (iso ? format(new Date(iso), "MMM dd, yyyy HH:mm") : "—")
const STATUS_LABEL: Record<SlicingOperation["status"], string> = { draft: "Draft", in_progress: "In Progress", completed: "Completed" }

/** Slicing History: the saved operations (of the chosen LOT, else all), newest first. */
export const SlicingHistoryDialog = ({
  open,
  operations,
  onClose,
  onDetails,
  onCombined
}: {
  open: boolean
  operations: ReadonlyArray<SlicingOperation>
  onClose: () => void
  onDetails: (op: SlicingOperation) => void
  /** the combined PDF of the chosen operations */
  onCombined: (ops: ReadonlyArray<SlicingOperation>) => void
}) => {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) => setChosen((now) => (now.has(id) ? new Set([...now].filter((x) => x !== id)) : new Set([...now, id])))
  const picked = operations.filter((op) => chosen.has(op.id))
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Slicing History</DialogTitle>
      <DialogContent>
        {operations.length === 0 ? (
          <Typography color="text.secondary">No slicing operations yet</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Serial</TableCell>
                <TableCell>LOT</TableCell>
                <TableCell>Sleeper</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Waste</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {operations.map((op) => (
                <TableRow key={op.id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.has(op.id)}
                      onChange={() => toggle(op.id)}
                      slotProps={{ input: { "aria-label": `Include ${op.serial_number} in the combined report` } }}
                    />
                  </TableCell>
                  <TableCell>{op.serial_number}</TableCell>
                  <TableCell>{op.lot_number}</TableCell>
                  <TableCell>#{op.sleeper_number}</TableCell>
                  <TableCell>
                    <Chip size="small" label={STATUS_LABEL[op.status]} color={op.status === "completed" ? "success" : "default"} />
                  </TableCell>
                  <TableCell>{op.waste_percentage.toFixed(2)}%</TableCell>
                  <TableCell>{when(op.updated_at)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => onDetails(op)} aria-label={`Details of ${op.serial_number}`}>
                      Details
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={picked.length === 0} onClick={() => onCombined(picked)}>
          Download Combined PDF
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}

/** Operation Details: one operation's sleeper, planks with their codes, waste and notes. */
export const OperationDetailsDialog = ({
  operation,
  onClose,
  onPdf
}: {
  operation: SlicingOperation | null
  onClose: () => void
  onPdf: (op: SlicingOperation) => void
}) => (
  <Dialog open={operation !== null} onClose={onClose} maxWidth="sm" fullWidth>
    <DialogTitle>Operation Details</DialogTitle>
    {operation && (
      <DialogContent>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography>
            <b>{operation.serial_number}</b> · LOT {operation.lot_number} · sleeper #{operation.sleeper_number} · {operation.wood_type?.name ?? "N/A"}
          </Typography>
          <Typography>
            {STATUS_LABEL[operation.status]} · waste {operation.waste_percentage.toFixed(2)}% · started {when(operation.start_time)}
          </Typography>
          {operation.notes && <Typography color="text.secondary">Notes: {operation.notes}</Typography>}
        </Stack>
        <Table size="small" aria-label="Planks of the operation">
          <TableHead>
            <TableRow>
              <TableCell>Code</TableCell>
              <TableCell>Height (in)</TableCell>
              <TableCell>Width (in)</TableCell>
              <TableCell>Length (ft)</TableCell>
              <TableCell>Quantity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {operation.plank_sizes.map((p, i) => (
              <TableRow key={i}>
                <TableCell sx={{ fontFamily: "monospace" }}>{plankCode(operation.sleeper_number, i + 1)}</TableCell>
                <TableCell>{cmToInches(p.height)}</TableCell>
                <TableCell>{cmToInches(p.width)}</TableCell>
                <TableCell>{metresToFeet(p.length)}</TableCell>
                <TableCell>{p.quantity}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    )}
    <DialogActions>
      {operation && <Button onClick={() => onPdf(operation)}>Download PDF</Button>}
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
)
