import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from "@mui/material"
import { ReceiptMessages } from "@timber/contracts"
import { useEffect, useState } from "react"
import { Link as RouterLink } from "react-router-dom"
import { useStockWarehouses } from "../../../../api/queries/warehouses"
import { SubmitButton } from "../../../../ui/SubmitButton"
import { WarehouseSelect } from "../../../../ui/WarehouseSelect"

/**
 * The submit question, with the warehouse that receives the sleepers (as NOT_DRIED) once the
 * receipt completes: the spec names none, so the submitter chooses a stock-keeping ACTIVE one
 * (domain/README.md "Stock"). Without one there is nothing to submit into: it says where to make one.
 */
export const SubmitReceiptDialog = ({
  open,
  title,
  message,
  error,
  busy,
  onCancel,
  onConfirm
}: {
  open: boolean
  title: string
  message: string
  error: string | null
  busy: boolean
  onCancel: () => void
  onConfirm: (warehouseId: string) => void
}) => {
  const warehouses = useStockWarehouses()
  const [warehouseId, setWarehouseId] = useState("")
  // one warehouse: nothing to choose
  useEffect(() => {
    if (open && warehouseId === "" && warehouses.data.length === 1) setWarehouseId(warehouses.data[0]!.id)
  }, [open, warehouseId, warehouses.data])
  const none = warehouses.isSuccess && warehouses.data.length === 0
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        {none || warehouses.isError ? (
          <Alert severity="warning">
            {ReceiptMessages.noStockWarehouse}{" "}
            <Link component={RouterLink} to="/dashboard/management/warehouses" sx={{ fontWeight: 700 }}>
              Open Warehouse Management
            </Link>
          </Alert>
        ) : (
          <WarehouseSelect
            fullWidth
            required
            label="Receiving warehouse"
            warehouses={warehouses.data}
            value={warehouses.data.some((w) => w.id === warehouseId) ? warehouseId : ""}
            onChange={setWarehouseId}
            helperText="The sleepers go into its stock as Not Dried"
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <SubmitButton busy={busy} disabled={warehouseId === "" || none} onClick={() => onConfirm(warehouseId)}>
          Submit
        </SubmitButton>
      </DialogActions>
    </Dialog>
  )
}
