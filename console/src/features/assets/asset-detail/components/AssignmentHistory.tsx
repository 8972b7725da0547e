import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material"
import type { Asset } from "@timber/contracts"
import { formatDateTime } from "../../../../lib/format"
import { assigneeText } from "../assignee"

/** Assignment History: every hand-over, newest first, with who assigned it, when it came back and the notes of both. */
export const AssignmentHistory = ({ asset, userName }: { asset: Asset; userName: (id: string) => string }) => {
  if (asset.assignmentHistory.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
        This asset has never been assigned
      </Typography>
    )
  const entries = [...asset.assignmentHistory].reverse()
  return (
    <TableContainer>
      <Table size="small" aria-label="Assignment History">
        <TableHead>
          <TableRow>
            <TableCell>Assigned To</TableCell>
            <TableCell>Assigned By</TableCell>
            <TableCell>Assigned</TableCell>
            <TableCell>Returned</TableCell>
            <TableCell>Notes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.assignmentDate}>
              <TableCell>{assigneeText(e, userName) ?? "—"}</TableCell>
              <TableCell>{e.assignedBy}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(e.assignmentDate)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {e.returnDate ? formatDateTime(e.returnDate) : "Not returned"}
                {e.returnedBy && (
                  <Typography variant="caption" color="text.secondary" component="span" sx={{ display: "block" }}>
                    by {e.returnedBy}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {e.notes ?? "—"}
                {e.returnNotes && (
                  <Typography variant="caption" color="text.secondary" component="span" sx={{ display: "block" }}>
                    On return: {e.returnNotes}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
