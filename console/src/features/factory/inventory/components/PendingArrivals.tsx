import { Box, Link, Typography } from "@mui/material"
import { Link as RouterLink } from "react-router-dom"
import { usePendingArrivals } from "../../../../api/queries/transfers"
import { formatDateTime } from "../../../../lib/format"

/** Pending Arrivals (factory spec section 2.6): transfers APPROVED or IN_TRANSIT into the chosen warehouse, each linking to it. */
export const PendingArrivals = ({ warehouseId }: { warehouseId: string | null }) => {
  const arrivals = usePendingArrivals(warehouseId).data ?? []
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
                · from {t.fromWarehouse.name} · {t.items.map((i) => `${i.woodType.name} ${i.thickness} × ${i.quantity}`).join(", ")} ·{" "}
                {t.status.replace("_", " ")} · {formatDateTime(t.transferDate)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
