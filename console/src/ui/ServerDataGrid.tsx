import { DataGrid, type DataGridProps, type GridColDef, type GridLocaleText, type GridValidRowModel } from "@mui/x-data-grid"
import { PAGE_TOTAL_CAP } from "@timber/contracts"
import { useMemo } from "react"
import type { useServerPage } from "../lib/use-server-page"

type PageState = Pick<ReturnType<typeof useServerPage<GridValidRowModel, string, object>>, "rows" | "total" | "hasNextPage" | "query" | "grid">

type Props<Row extends GridValidRowModel> = Omit<
  DataGridProps<Row>,
  | "rows"
  | "rowCount"
  | "paginationMode"
  | "sortingMode"
  | "filterMode"
  | "paginationModel"
  | "onPaginationModelChange"
  | "sortModel"
  | "onSortModelChange"
  | "pageSizeOptions"
  | "loading"
> & {
  /** What `useServerPage` returned for this list. */
  readonly page: PageState
}

const count = (n: number) => n.toLocaleString("en-US")

/** Past the server's count cap the total is unknown: the pager says how far it is known ("1–10 of more than 1,000"). */
const CAPPED_TOTAL: Partial<GridLocaleText> = {
  paginationDisplayedRows: ({ from, to }) => `${count(from)}–${count(to)} of more than ${count(PAGE_TOTAL_CAP)}`
}

/**
 * A DataGrid over a server-paged list: the server pages, sorts, filters and
 * searches, the grid shows one page and the total ("1–10 of 4,210"). Only the columns the server
 * can sort by (`sortFields`) offer sorting; the grid never sorts or filters the rows it holds.
 */
export const ServerDataGrid = <Row extends GridValidRowModel>({ page, columns, ...props }: Props<Row>) => {
  const { sortFields, ...grid } = page.grid
  const sortable = useMemo(
    () => columns.map((column): GridColDef<Row> => (column.field in sortFields ? column : { ...column, sortable: false })),
    [columns, sortFields]
  )
  return (
    <DataGrid<Row>
      {...props}
      columns={sortable}
      rows={page.rows as ReadonlyArray<Row>}
      rowCount={page.total}
      paginationMeta={{ hasNextPage: page.hasNextPage }}
      loading={page.query.isFetching && (page.query.isPlaceholderData || page.query.isLoading)}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      localeText={page.total === -1 ? { ...props.localeText, ...CAPPED_TOTAL } : props.localeText}
      {...grid}
      pageSizeOptions={[...grid.pageSizeOptions]}
    />
  )
}
