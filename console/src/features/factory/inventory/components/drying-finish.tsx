import { Box, Typography } from "@mui/material"
import type { WarehouseStockRow } from "@timber/contracts"
import { formatDate } from "../../../../lib/format"

/**
 * Spec section 2.6: the under-drying count, and under it the estimated drying finish date when
 * the read side gives one (`estimatedDryingFinish` of GET /management/warehouses/{id}/stock: the
 * latest estimate of the row's IN_PROGRESS batches, by section 9's humidity trend). Both fit the
 * row's height.
 */
export const UnderDryingCell = ({ row, count }: { row: WarehouseStockRow; count: number }) =>
  row.estimatedDryingFinish ? (
    <Box sx={{ height: "100%", display: "flex", flexDirection: "column", justifyContent: "center", alignItems: "flex-end", lineHeight: 1.2 }}>
      <div>{count}</div>
      <Typography variant="caption" color="text.secondary" component="div">
        Est. finish {formatDate(row.estimatedDryingFinish)}
      </Typography>
    </Box>
  ) : (
    count
  )
