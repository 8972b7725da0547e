import { Alert, Card, CardContent, CardHeader } from "@mui/material"
import { DataGrid, type GridColDef } from "@mui/x-data-grid"
import type { SettingChange } from "@timber/contracts"
import { formatDateTime } from "../../../../lib/format"
import { usePhoneColumns } from "../../../../ui/phone-columns"
import { useDryingSettingsHistory } from "../api/settings-history"
import { PAGE_FIELDS } from "./drying-settings-form"

export const NO_SETTINGS_CHANGES = "No drying setting has been changed yet: the defaults apply"
export const SETTINGS_HISTORY_FAILED = "Failed to load the change history"

/** The page's own label for a setting (its box), else its key. */
const labelOf = (key: string) => PAGE_FIELDS.find((field) => field.key === key)?.label ?? key

const valueOf = (value: unknown) => (value === null || value === undefined ? "default" : String(value))

type Row = SettingChange & { readonly id: string }

const COLUMNS: GridColDef<Row>[] = [
  { field: "changedAt", headerName: "When", width: 170, valueFormatter: (v: string) => formatDateTime(v) },
  { field: "changedBy", headerName: "Who", flex: 1, minWidth: 160, valueFormatter: (v: string | null) => v ?? "—" },
  { field: "key", headerName: "Setting", flex: 1, minWidth: 170, valueFormatter: (v: string) => labelOf(v) },
  { field: "change", headerName: "Change", flex: 1, minWidth: 160, sortable: false, valueGetter: (_v, row) => `${valueOf(row.from)} → ${valueOf(row.to)}` }
]

/**
 * Who changed which drying setting from what to what, and when (settings are
 * events, visible in history), newest first. A batch is costed with the settings as they are now,
 * so this is where a manager sees why a cost moved.
 */
export const SettingsHistory = () => {
  const history = useDryingSettingsHistory()
  const columns = usePhoneColumns(COLUMNS, ["changedAt", "key", "change"])
  const rows: ReadonlyArray<Row> = (history.data ?? []).map((change, i) => ({ ...change, id: `${change.changedAt}/${change.key}/${i}` }))
  return (
    <Card component="section" aria-labelledby="settings-history-title">
      <CardHeader
        title="Change history"
        subheader="Every change of a drying setting, newest first"
        slotProps={{ title: { variant: "h6", component: "h2", id: "settings-history-title" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {history.isError ? (
          <Alert severity="error">{SETTINGS_HISTORY_FAILED}</Alert>
        ) : (
          <DataGrid
            rows={rows}
            columns={columns}
            loading={history.isLoading}
            autoHeight
            disableRowSelectionOnClick
            initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
            pageSizeOptions={[10, 25, 50]}
            localeText={{ noRowsLabel: NO_SETTINGS_CHANGES }}
            sx={{ border: 0 }}
          />
        )}
      </CardContent>
    </Card>
  )
}
