import ExpandLessIcon from "@mui/icons-material/ExpandLess"
import ExpandMoreIcon from "@mui/icons-material/ExpandMore"
import { Box, Button, Card, CardContent, Chip, Collapse, IconButton, Stack, Typography } from "@mui/material"
import { WOOD_STATUS_LABELS, type Transfer, type TransferStatus } from "@timber/contracts"
import { formatDateTime } from "../../../../lib/format"
import type { TransferAction } from "../transfer-list"
import { itemM3, itemSize } from "../transfer-sizes"
import { warehouseLabel } from "../../../../ui/WarehouseSelect"

const STATUS_COLOR: Readonly<Record<TransferStatus, "warning" | "info" | "primary" | "success" | "error">> = {
  PENDING: "warning",
  APPROVED: "info",
  IN_TRANSIT: "primary",
  COMPLETED: "success",
  REJECTED: "error"
}

/** A card shows up to 3 items, then "+N more" (factory spec section 9). */
export const CARD_ITEMS = 3

const ACTION_LABEL: Readonly<Record<TransferAction, string>> = {
  approve: "Approve",
  reject: "Reject",
  receive: "Mark Received",
  edit: "Edit",
  notify: "Notify"
}

export const TransferCard = ({
  transfer,
  expanded,
  onToggle,
  actions,
  note,
  onAction,
  onView
}: {
  transfer: Transfer
  expanded: boolean
  onToggle: () => void
  actions: ReadonlyArray<TransferAction>
  note: string | null
  onAction: (action: TransferAction) => void
  onView: () => void
}) => {
  const shown = expanded ? transfer.items : transfer.items.slice(0, CARD_ITEMS)
  const more = transfer.items.length - shown.length
  return (
    <Card variant="outlined" component="article" aria-label={`Transfer ${transfer.transferNumber}`}>
      <CardContent>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
              {transfer.transferNumber}
            </Typography>
            <Chip size="small" label={transfer.status.replace("_", " ")} color={STATUS_COLOR[transfer.status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(transfer.transferDate)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {warehouseLabel(transfer.fromWarehouse)} → {warehouseLabel(transfer.toWarehouse)}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {shown.map((item) => (
            <li key={item.id}>
              <Typography variant="body2">
                {item.woodType.name} {itemSize(item)} · {item.quantity} pcs{item.m3 === undefined ? "" : ` · ${itemM3(item)}`} ·{" "}
                {WOOD_STATUS_LABELS[item.woodStatus]}
              </Typography>
            </li>
          ))}
        </Box>
        {more > 0 && (
          <Typography variant="body2" color="text.secondary">
            +{more} more
          </Typography>
        )}
        <Collapse in={expanded} unmountOnExit>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Created by {transfer.createdBy.name} · {formatDateTime(transfer.createdAt)}
            {transfer.approvedBy ? ` · ${transfer.status === "REJECTED" ? "Rejected" : "Approved"} by ${transfer.approvedBy.name}` : ""}
          </Typography>
          {transfer.rejectionReason && <Typography variant="body2">Reason: {transfer.rejectionReason}</Typography>}
          {transfer.notes && <Typography variant="body2">Notes: {transfer.notes}</Typography>}
        </Collapse>
        {note && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {note}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: "wrap", rowGap: 1, alignItems: "center" }}>
          <Button size="small" variant="outlined" onClick={onView}>
            View Details
          </Button>
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === "reject" ? "outlined" : "contained"}
              color={action === "reject" ? "error" : action === "receive" ? "success" : "primary"}
              onClick={() => onAction(action)}
            >
              {ACTION_LABEL[action]}
            </Button>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <IconButton
            size="small"
            aria-label={expanded ? `Collapse ${transfer.transferNumber}` : `Expand ${transfer.transferNumber}`}
            aria-expanded={expanded}
            onClick={onToggle}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </Stack>
      </CardContent>
    </Card>
  )
}
