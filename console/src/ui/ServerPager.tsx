import { TablePagination } from "@mui/material"
import type { useServerPage } from "../lib/use-server-page"

type PageState = Pick<ReturnType<typeof useServerPage<unknown, string, object>>, "total" | "grid">

/** A list needs its pager once it holds more than its smallest page, or more than the server counts (total -1: capped). */
export const needsPager = (page: PageState) => page.total < 0 || page.total > Math.min(...page.grid.pageSizeOptions)

/**
 * The pager under a server-paged list shown as cards or lines rather than a grid:
 * "1–10 of 4,210" and the next/previous page, driven by `useServerPage` as `ServerDataGrid` is.
 */
export const ServerPager = ({ page, label }: { page: PageState; label: string }) => {
  const { paginationModel, onPaginationModelChange, pageSizeOptions } = page.grid
  return (
    <TablePagination
      component="div"
      count={page.total}
      page={paginationModel.page}
      rowsPerPage={paginationModel.pageSize}
      rowsPerPageOptions={[...pageSizeOptions]}
      onPageChange={(_event, next) => onPaginationModelChange({ ...paginationModel, page: next })}
      onRowsPerPageChange={(event) => onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) })}
      labelRowsPerPage={`${label} per page:`}
    />
  )
}
