import { Typography } from "@mui/material"
import type { WallSnapshot } from "@timber/contracts"
import { formatDistanceStrict } from "date-fns"
import { BoardTable, MAX_ROWS, more, PanelFrame } from "./PanelFrame"

/** Requests waiting for a decision, oldest first: the longer one waits, the higher it stands. */
export function ApprovalsPanel({ snapshot, now }: { snapshot: WallSnapshot; now: number }) {
  const waiting = snapshot.approvals.toSorted((a, b) => a.createdAt.localeCompare(b.createdAt))
  return (
    <PanelFrame title="Pending approvals" empty={waiting.length === 0 ? "No approvals waiting" : null}>
      <Typography sx={{ fontSize: "2.4rem", mb: 2 }}>{waiting.length} waiting</Typography>
      <BoardTable
        head={["Request", "About", "Waiting"]}
        rows={waiting.slice(0, MAX_ROWS).map((a) => [a.type.replace(/_/g, " "), a.subject ?? "—", formatDistanceStrict(new Date(a.createdAt), new Date(now))])}
      />
      <Typography sx={{ mt: 1, color: "text.secondary" }}>{more(waiting.length)}</Typography>
    </PanelFrame>
  )
}
