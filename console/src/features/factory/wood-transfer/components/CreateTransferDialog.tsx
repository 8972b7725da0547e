import AddIcon from "@mui/icons-material/Add"
import DeleteIcon from "@mui/icons-material/Delete"
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField, Typography } from "@mui/material"
import { WOOD_STATUS_LABELS, WOOD_STATUSES, type NewTransferPayload, type WoodStatus } from "@timber/contracts"
import { useState } from "react"
import { useStockWarehouses } from "../../../../api/queries/warehouses"
import { useWoodTypes } from "../../../../api/queries/wood-types"
import { dateTimeLocal } from "../../../../lib/datetime-local"
import { useSourceStock } from "../api/transfers"
import { UserSelect } from "../../../../ui/UserSelect"
import { SubmitButton } from "../../../../ui/SubmitButton"
import { WarehouseSelect } from "../../../../ui/WarehouseSelect"
import { WoodTypeSelect } from "../../../../ui/WoodTypeSelect"
import { availableFor, transferSizeOptions } from "../transfer-sizes"
import { NumberField } from "../../../../ui/NumberField"

/**
 * An item being written. Its size is a stock row of the source warehouse (the form
 * offers the sizes in stock there — product and nominal size, with pieces and m³ available — in place
 * of the spec's 1", 2" or a typed custom size, which named rows nobody held).
 */
interface ItemDraft {
  readonly woodTypeId: string
  readonly rowId: string
  readonly quantity: string
  readonly woodStatus: WoodStatus
  readonly remarks: string
}

const newItem = (): ItemDraft => ({ woodTypeId: "", rowId: "", quantity: "", woodStatus: "NOT_DRIED", remarks: "" })

/** Create New Transfer (factory spec sections 2.5, 3, 5). Create stays disabled until every field it needs is valid. */
export const CreateTransferDialog = ({
  open,
  onClose,
  onCreate,
  busy
}: {
  open: boolean
  onClose: () => void
  onCreate: (payload: NewTransferPayload) => void
  busy: boolean
}) => {
  const warehouses = useStockWarehouses().data.filter((w) => w.status === "ACTIVE")
  const woodTypes = useWoodTypes().data ?? []
  const [fromWarehouseId, setFrom] = useState("")
  const [toWarehouseId, setTo] = useState("")
  const [transferDate, setDate] = useState(dateTimeLocal)
  const [notes, setNotes] = useState("")
  const [notifyUserId, setNotify] = useState("")
  const [items, setItems] = useState<ReadonlyArray<ItemDraft>>([newItem()])
  const stock = useSourceStock(fromWarehouseId).data ?? []

  const change = (i: number, patch: Partial<ItemDraft>) => setItems((all) => all.map((item, j) => (j === i ? { ...item, ...patch } : item)))
  const limits = items.map((item) => availableFor(stock, item))
  const quantityOk = (item: ItemDraft, i: number) => {
    const n = Number(item.quantity)
    return item.quantity.trim() !== "" && Number.isInteger(n) && n >= 1 && n <= limits[i]!
  }
  const complete =
    fromWarehouseId !== "" &&
    toWarehouseId !== "" &&
    fromWarehouseId !== toWarehouseId &&
    transferDate !== "" &&
    items.length > 0 &&
    items.every((item, i) => item.woodTypeId !== "" && item.rowId !== "" && quantityOk(item, i))

  const submit = () =>
    onCreate({
      fromWarehouseId,
      toWarehouseId,
      transferDate: new Date(transferDate).toISOString(),
      notes: notes.trim() || null,
      notifyUserId: notifyUserId || null,
      items: items.map((item) => {
        const row = stock.find((r) => r.id === item.rowId)!
        return {
          woodTypeId: item.woodTypeId,
          thickness: row.thickness,
          ...(row.product === null ? {} : { product: row.product, width: row.width }),
          quantity: Math.trunc(Number(item.quantity)),
          woodStatus: item.woodStatus,
          remarks: item.remarks.trim() || null
        }
      })
    })

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="create-transfer-title">
      <DialogTitle id="create-transfer-title">Create New Transfer</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <WarehouseSelect
              fullWidth
              label="From Warehouse"
              warehouses={warehouses}
              value={fromWarehouseId}
              onChange={(id) => {
                setFrom(id)
                if (id === toWarehouseId) setTo("")
                // another warehouse holds other rows: each item chooses its size again
                setItems((all) => all.map((item) => ({ ...item, rowId: "" })))
              }}
            />
            <WarehouseSelect
              fullWidth
              label="To Warehouse"
              warehouses={warehouses.filter((w) => w.id !== fromWarehouseId)}
              value={toWarehouseId}
              onChange={setTo}
            />
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              fullWidth
              type="datetime-local"
              label="Transfer Date"
              required
              value={transferDate}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <UserSelect label="Notify User (optional)" value={notifyUserId} onChange={setNotify} />
          </Stack>
          <Typography variant="subtitle2" component="h3">
            Items
          </Typography>
          {items.map((item, i) => (
            <Stack
              key={i}
              direction={{ xs: "column", md: "row" }}
              spacing={1}
              sx={{ alignItems: { md: "flex-start" } }}
              aria-label={`Item ${i + 1}`}
              role="group"
            >
              <WoodTypeSelect
                size="small"
                woodTypes={woodTypes}
                value={item.woodTypeId}
                onChange={(woodTypeId) => change(i, { woodTypeId, rowId: "" })}
                sx={{ minWidth: 160 }}
              />
              <TextField
                select
                size="small"
                label="Size"
                value={item.rowId}
                onChange={(e) => change(i, { rowId: e.target.value })}
                disabled={fromWarehouseId === "" || item.woodTypeId === ""}
                helperText={
                  fromWarehouseId && item.woodTypeId && transferSizeOptions(stock, item.woodTypeId, item.woodStatus).length === 0
                    ? `No ${WOOD_STATUS_LABELS[item.woodStatus].toLowerCase()} stock of this wood here`
                    : " "
                }
                sx={{ minWidth: 260 }}
              >
                {transferSizeOptions(stock, item.woodTypeId, item.woodStatus).map((option) => (
                  <MenuItem key={option.rowId} value={option.rowId}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label="Status"
                value={item.woodStatus}
                onChange={(e) => {
                  const woodStatus = e.target.value as WoodStatus
                  // the chosen size stays while it holds pieces in the new status
                  const held = transferSizeOptions(stock, item.woodTypeId, woodStatus).some((o) => o.rowId === item.rowId)
                  change(i, { woodStatus, rowId: held ? item.rowId : "" })
                }}
                sx={{ minWidth: 140 }}
              >
                {WOOD_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {WOOD_STATUS_LABELS[s]}
                  </MenuItem>
                ))}
              </TextField>
              <NumberField
                size="small"
                label="Quantity"
                min={1}
                max={limits[i]}
                step={1}
                value={item.quantity}
                onChange={(quantity) => change(i, { quantity })}
                error={item.quantity !== "" && !quantityOk(item, i)}
                helperText={fromWarehouseId && item.woodTypeId ? `Available: ${limits[i]}` : " "}
                sx={{ width: 130 }}
              />
              <TextField size="small" label="Remarks" value={item.remarks} onChange={(e) => change(i, { remarks: e.target.value })} sx={{ flexGrow: 1 }} />
              {items.length > 1 && (
                <IconButton aria-label={`Remove item ${i + 1}`} onClick={() => setItems((all) => all.filter((_, j) => j !== i))}>
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => setItems((all) => [...all, newItem()])} sx={{ alignSelf: "flex-start" }}>
            Add Item
          </Button>
          <TextField label="Notes" multiline minRows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton busy={busy} disabled={!complete} onClick={submit}>
          Create
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}
