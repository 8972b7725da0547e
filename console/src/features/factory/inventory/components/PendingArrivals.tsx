import { Box, Link, Typography } from "@mui/material"
import { formatM3, stockSizeText, type TransferSort } from "@timber/contracts"
import { useMemo } from "react"
import { Link as RouterLink } from "react-router-dom"
import { fetchPendingArrivalsPage, transfersKey, type TransferFilters } from "../../../../api/queries/transfers"
import { formatDateTime } from "../../../../lib/format"
import { useServerPage } from "../../../../lib/use-server-page"
import { needsPager, ServerPager } from "../../../../ui/ServerPager"

const NO_SORTS: Readonly<Record<string, TransferSort>> = {}
const PAGE_SIZES = [10, 25, 50] as const

/**
 * Pending Arrivals (factory spec section 2.6): transfers APPROVED or IN_TRANSIT into the chosen
 * warehouse, each linking to it, a page at a time (every arrival is reachable).
 */
export const PendingArrivals = ({ warehouseId }: { warehouseId: string }) => {
  const filters = useMemo<TransferFilters>(() => ({ toWarehouseId: warehouseId }), [warehouseId])
  const page = useServerPage({
    queryKey: [...transfersKey, "arrivals"],
    fetchPage: fetchPendingArrivalsPage,
    sortFields: NO_SORTS,
    pageSizeOptions: PAGE_SIZES,
    filters
  })
  const arrivals = page.rows
  return (
    <Box component="section" aria-labelledby="pending-arrivals-title" sx={{ p: 2, borderTop: 1, borderColor: "divider" }}>
      <Typography id="pending-arrivals-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Pending Arrivals
      </Typography>
      {arrivals.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No transfers on their way to this warehouse
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {arrivals.map((t) => (
            <li key={t.id}>
              <Typography variant="body2">
                <Link component={RouterLink} to={`/dashboard/factory/wood-transfer?transfer=${t.id}`}>
                  {t.transferNumber}
                </Link>{" "}
                · from {t.fromWarehouse.name} ·{" "}
                {t.items.map((i) => `${i.woodType.name} ${stockSizeText(i)}: ${i.quantity} pcs${i.m3 === undefined ? "" : ` (${formatM3(i.m3)})`}`).join(", ")}{" "}
                · {t.status.replace("_", " ")} · {formatDateTime(t.transferDate)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {needsPager(page) && <ServerPager page={page} label="Arrivals" />}
    </Box>
  )
}
