import AddIcon from "@mui/icons-material/Add"
import DeleteIcon from "@mui/icons-material/Delete"
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField, Typography } from "@mui/material"
import { WOOD_STATUS_LABELS, WOOD_STATUSES, type NewTransferPayload, type WarehouseStockRow, type WoodStatus } from "@timber/contracts"
import { useState } from "react"
import { useStockWarehouses } from "../../../../api/queries/warehouses"
import { useWoodTypes } from "../../../../api/queries/wood-types"
import { dateTimeLocal } from "../../../../lib/datetime-local"
import { useSourceStock } from "../api/transfers"
import { UserSelect } from "../../../../ui/UserSelect"
import { SubmitButton } from "../../../../ui/SubmitButton"

/** Thickness options (factory spec section 3): 1" (the default), 2", or a custom text. */
const THICKNESSES = ['1"', '2"', "Custom"] as const

interface ItemDraft {
  readonly woodTypeId: string
  readonly thickness: (typeof THICKNESSES)[number]
  readonly customThickness: string
  readonly quantity: string
  readonly woodStatus: WoodStatus
  readonly remarks: string
}

const newItem = (): ItemDraft => ({ woodTypeId: "", thickness: '1"', customThickness: "", quantity: "", woodStatus: "NOT_DRIED", remarks: "" })
const thicknessOf = (item: ItemDraft) => (item.thickness === "Custom" ? item.customThickness.trim() : item.thickness)

/** What the source row holds in the item's status: the most it may take (shown beside the quantity). */
export const availableFor = (rows: ReadonlyArray<WarehouseStockRow>, item: Pick<ItemDraft, "woodTypeId" | "woodStatus"> & { thickness: string }) => {
  const row = rows.find((r) => r.woodTypeId === item.woodTypeId && r.thickness === item.thickness)
  if (!row) return 0
  const held: Record<WoodStatus, number> = {
    NOT_DRIED: row.statusNotDried,
    UNDER_DRYING: row.statusUnderDrying,
    DRIED: row.statusDried,
    DAMAGED: row.statusDamaged
  }
  return held[item.woodStatus]
}

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
  const limits = items.map((item) => availableFor(stock, { ...item, thickness: thicknessOf(item) }))
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
    items.every((item, i) => item.woodTypeId !== "" && thicknessOf(item) !== "" && quantityOk(item, i))

  const submit = () =>
    onCreate({
      fromWarehouseId,
      toWarehouseId,
      transferDate: new Date(transferDate).toISOString(),
      notes: notes.trim() || null,
      notifyUserId: notifyUserId || null,
      items: items.map((item) => ({
        woodTypeId: item.woodTypeId,
        thickness: thicknessOf(item),
        quantity: Math.trunc(Number(item.quantity)),
        woodStatus: item.woodStatus,
        remarks: item.remarks.trim() || null
      }))
    })

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="create-transfer-title">
      <DialogTitle id="create-transfer-title">Create New Transfer</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              select
              fullWidth
              label="From Warehouse"
              value={fromWarehouseId}
              onChange={(e) => {
                setFrom(e.target.value)
                if (e.target.value === toWarehouseId) setTo("")
              }}
            >
              {warehouses.map((w) => (
                <MenuItem key={w.id} value={w.id}>
                  {w.name} ({w.code})
                </MenuItem>
              ))}
            </TextField>
            <TextField select fullWidth label="To Warehouse" value={toWarehouseId} onChange={(e) => setTo(e.target.value)}>
              {warehouses
                .filter((w) => w.id !== fromWarehouseId)
                .map((w) => (
                  <MenuItem key={w.id} value={w.id}>
                    {w.name} ({w.code})
                  </MenuItem>
                ))}
            </TextField>
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
              <TextField
                select
                size="small"
                label="Wood Type"
                value={item.woodTypeId}
                onChange={(e) => change(i, { woodTypeId: e.target.value })}
                sx={{ minWidth: 160 }}
              >
                {woodTypes.map((w) => (
                  <MenuItem key={w.id} value={w.id}>
                    {w.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label="Thickness"
                value={item.thickness}
                onChange={(e) => change(i, { thickness: e.target.value as ItemDraft["thickness"] })}
                sx={{ minWidth: 110 }}
              >
                {THICKNESSES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                ))}
              </TextField>
              {item.thickness === "Custom" && (
                <TextField
                  size="small"
                  label="Custom Thickness"
                  value={item.customThickness}
                  onChange={(e) => change(i, { customThickness: e.target.value })}
                />
              )}
              <TextField
                select
                size="small"
                label="Status"
                value={item.woodStatus}
                onChange={(e) => change(i, { woodStatus: e.target.value as WoodStatus })}
                sx={{ minWidth: 140 }}
              >
                {WOOD_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {WOOD_STATUS_LABELS[s]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                type="number"
                label="Quantity"
                value={item.quantity}
                onChange={(e) => change(i, { quantity: e.target.value })}
                error={item.quantity !== "" && !quantityOk(item, i)}
                helperText={fromWarehouseId && item.woodTypeId ? `Available: ${limits[i]}` : " "}
                slotProps={{ htmlInput: { min: 1, max: limits[i], step: 1 } }}
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
