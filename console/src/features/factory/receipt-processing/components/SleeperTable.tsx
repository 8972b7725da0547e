import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined"
import { Card, CardContent, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from "@mui/material"
import { formatVolume, type MeasurementUnit, type SleeperDimension } from "@timber/domain/calculators/sleeper-volume"
import type { KeyboardEvent } from "react"
import { DIMENSIONS, fieldErrors, rowVolume, unitLabel, type SleeperRow } from "../sleeper-sheet"

const LABELS: Record<SleeperDimension, string> = { thickness: "Thickness", width: "Width", length: "Length" }

interface Props {
  readonly rows: ReadonlyArray<SleeperRow>
  readonly unit: MeasurementUnit
  readonly readOnly: boolean
  readonly phone: boolean
  readonly onType: (rowId: string, dimension: SleeperDimension, text: string) => void
  readonly onRemove: (rowId: string) => void
  /** Enter in a field: thickness -> width -> length -> a new row */
  readonly onEnter: (rowId: string, dimension: SleeperDimension) => void
  readonly register: (rowId: string, dimension: SleeperDimension, input: HTMLInputElement | null) => void
}

const field = (props: Props, row: SleeperRow, index: number, d: SleeperDimension, compact: boolean) => {
  const error = fieldErrors(row, props.unit)[d]
  const label = `${LABELS[d]} (${unitLabel(props.unit, d)})`
  return (
    <TextField
      key={d}
      size="small"
      label={compact ? label : undefined}
      value={row.text[d]}
      error={error !== null}
      helperText={error ?? (compact ? " " : undefined)}
      disabled={props.readOnly}
      onChange={(e) => props.onType(row.id, d, e.target.value)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === "Enter") {
          e.preventDefault()
          props.onEnter(row.id, d)
        }
      }}
      inputRef={(el: HTMLInputElement | null) => props.register(row.id, d, el)}
      slotProps={{ htmlInput: { inputMode: "decimal", maxLength: 5, "aria-label": `Sleeper ${index + 1} ${label}` } }}
      sx={{ minWidth: 90 }}
    />
  )
}

/** The sleeper measurement table: rows on a desktop, one card per sleeper on a phone. */
export const SleeperTable = (props: Props) => {
  const { rows, readOnly, phone, onRemove } = props
  if (rows.length === 0)
    return <Typography color="text.secondary">{readOnly ? "No sleepers measured." : "No sleepers yet. Add a sleeper (Ctrl+N) to start measuring."}</Typography>
  if (phone) {
    return (
      <Stack spacing={1.5}>
        {rows.map((row, i) => {
          const v = rowVolume(row)
          return (
            <Card key={row.id} variant="outlined" data-testid="sleeper-card">
              <CardContent sx={{ pb: "12px !important" }}>
                <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
                  <Typography variant="subtitle2" component="h3">
                    Sleeper {i + 1}
                  </Typography>
                  <Typography variant="body2">{v === null ? "—" : `${formatVolume(v)} m³`}</Typography>
                  {!readOnly && (
                    <IconButton size="small" aria-label={`Remove sleeper ${i + 1}`} onClick={() => onRemove(row.id)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                <Stack spacing={1}>{DIMENSIONS.map((d) => field(props, row, i, d, true))}</Stack>
              </CardContent>
            </Card>
          )
        })}
      </Stack>
    )
  }
  return (
    <Table size="small" aria-label="Sleeper measurements">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          {DIMENSIONS.map((d) => (
            <TableCell key={d}>
              {LABELS[d]} ({unitLabel(props.unit, d)})
            </TableCell>
          ))}
          <TableCell align="right">Volume (m³)</TableCell>
          <TableCell>Last modified</TableCell>
          {!readOnly && <TableCell aria-label="Actions" />}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => {
          const v = rowVolume(row)
          return (
            <TableRow key={row.id} data-testid="sleeper-row">
              <TableCell>{i + 1}</TableCell>
              {DIMENSIONS.map((d) => (
                <TableCell key={d}>{field(props, row, i, d, false)}</TableCell>
              ))}
              <TableCell align="right">{v === null ? "—" : formatVolume(v)}</TableCell>
              <TableCell sx={{ color: "text.secondary", fontSize: 12 }}>{row.lastModifiedBy ?? "—"}</TableCell>
              {!readOnly && (
                <TableCell>
                  <IconButton size="small" aria-label={`Remove sleeper ${i + 1}`} onClick={() => onRemove(row.id)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
