import { DataGrid, type GridColDef, type GridValidRowModel } from "@mui/x-data-grid"
import type { ReactNode } from "react"
import { GRID_SX } from "./grid-look"
import { ListNotice } from "./ListNotice"

/**
 * A short catalogue read whole (warehouses, asset categories): its failure, or what to say while
 * it is empty, or a grid paged in the browser, 10 rows first.
 */
export const CatalogueGrid = <Row extends GridValidRowModel>({
  rows,
  columns,
  loading,
  failure,
  empty
}: {
  rows: ReadonlyArray<Row>
  columns: ReadonlyArray<GridColDef<Row>>
  loading: boolean
  /** The failure to show, when the read failed. */
  failure: string | null
  /** What stands in the place of the rows once the read found none. */
  empty: ReactNode
}) => {
  if (failure !== null) return <ListNotice failure={failure} />
  if (rows.length === 0 && !loading) return empty
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      loading={loading}
      autoHeight
      disableRowSelectionOnClick
      pageSizeOptions={[10, 25]}
      initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      sx={GRID_SX}
    />
  )
}
