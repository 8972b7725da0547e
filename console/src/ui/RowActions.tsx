import { IconButton, Stack, Tooltip } from "@mui/material"
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid"
import type { ReactNode } from "react"

/** One small icon command on a table row, named for screen readers and tests. */
export const RowAction = ({
  title,
  label,
  color,
  disabled,
  onClick,
  children
}: {
  title: string
  label: string
  color?: "primary" | "success" | "error"
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) => (
  <Tooltip title={title}>
    <IconButton size="small" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  </Tooltip>
)

/** The Actions column of a grid: the row's commands side by side, never sorted or filtered. */
export const actionsColumn = <R extends GridValidRowModel>(width: number, actions: (row: R) => ReactNode): GridColDef<R> => ({
  field: "actions",
  headerName: "Actions",
  width,
  sortable: false,
  filterable: false,
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={0.5} sx={{ height: "100%", alignItems: "center" }}>
      {actions(row)}
    </Stack>
  )
})
