import { Box, Typography } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import { normalThickness, type DryingProcess, type WarehouseStockRow } from "@timber/contracts"
import { estimatedDryingFinish } from "@timber/domain/calculators/drying-estimate"
import { useMemo } from "react"
import { dryingProcessesQuery } from "../../../../api/queries/drying-processes"
import { formatDate } from "../../../../lib/format"

/** A stock row as the By Warehouse table shows it: with when its pieces under drying should be dry. */
export type StockRowWithDrying = WarehouseStockRow & { readonly dryingFinish: string | null }

const rowOf = (p: DryingProcess) => `${p.warehouseId}~${p.woodTypeId}~${normalThickness(p.stockThickness ?? "")}`

/**
 * Spec section 2.6: the estimated drying finish date under the under-drying count. A row's
 * pieces under drying are its IN_PROGRESS batches (started from this warehouse, wood type and
 * thickness); the row is dry when the last of them is, by the humidity trend of section 9.
 * Failures to load drying processes are ignored (section 8): the count shows alone.
 */
export const useRowsWithDryingFinish = (rows: ReadonlyArray<WarehouseStockRow> | undefined): StockRowWithDrying[] => {
  const drying = useQuery({ ...dryingProcessesQuery, retry: false })
  return useMemo(() => {
    const finishes = new Map<string, number>()
    for (const p of drying.data ?? []) {
      if (p.status !== "IN_PROGRESS" || !p.warehouseId || !p.stockThickness) continue
      const finish = estimatedDryingFinish(p.readings)
      if (finish) finishes.set(rowOf(p), Math.max(finishes.get(rowOf(p)) ?? 0, finish.getTime()))
    }
    return (rows ?? []).map((row) => {
      const finish = finishes.get(`${row.warehouseId}~${row.woodTypeId}~${normalThickness(row.thickness)}`)
      return { ...row, dryingFinish: row.statusUnderDrying > 0 && finish ? new Date(finish).toISOString() : null }
    })
  }, [rows, drying.data])
}

/** The under-drying count, and under it the estimated finish date when there is one (both fit the row's height). */
export const UnderDryingCell = ({ row, count }: { row: StockRowWithDrying; count: number }) =>
  row.dryingFinish ? (
    <Box sx={{ height: "100%", display: "flex", flexDirection: "column", justifyContent: "center", alignItems: "flex-end", lineHeight: 1.2 }}>
      <div>{count}</div>
      <Typography variant="caption" color="text.secondary" component="div">
        Est. finish {formatDate(row.dryingFinish)}
      </Typography>
    </Box>
  ) : (
    count
  )
