import type { GridColDef } from "@mui/x-data-grid"
import type { StockAdjustment } from "@timber/contracts"
import type { ReactNode } from "react"
import { ServerDataGrid } from "../../../../ui/ServerDataGrid"
import { useAdjustmentsPage } from "../api/inventory"

/**
 * The Stock Adjustments tab's list, paged on the server. Mounted only while its
 * tab is open, so the adjustments are read only when looked at.
 */
export const AdjustmentsList = ({ columns, empty, sx }: { columns: ReadonlyArray<GridColDef<StockAdjustment>>; empty: ReactNode; sx: object }) => {
  const page = useAdjustmentsPage()
  if (page.total === 0 && !page.query.isLoading) return empty
  return <ServerDataGrid<StockAdjustment> page={page} columns={[...columns]} autoHeight disableRowSelectionOnClick sx={sx} />
}
