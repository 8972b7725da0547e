import { Card, CardContent, CardHeader, Grid, List, ListItem, ListItemText, Typography } from "@mui/material"
import AssignmentIcon from "@mui/icons-material/Assignment"
import ForestIcon from "@mui/icons-material/Forest"
import LocalShippingIcon from "@mui/icons-material/LocalShipping"
import ContentCutIcon from "@mui/icons-material/ContentCut"
import PendingActionsIcon from "@mui/icons-material/PendingActions"
import ViewInArIcon from "@mui/icons-material/ViewInAr"
import { useQuery } from "@tanstack/react-query"
import { LiveTopics } from "@timber/contracts"
import { useLiveRefetch } from "../../../api/live"
import { lotRecoveryKey } from "../../../api/queries/lot-recovery"
import { useAuth } from "../../../auth/AuthProvider"
import { fixed } from "../../../lib/format"
import { OverflowText } from "../../../ui/OverflowText"
import { LotStatusChip } from "../../../ui/LotStatusChip"
import { PageHeader } from "../../../ui/PageHeader"
import { pendingCountKey, pendingCountQuery } from "../../../api/queries/pending-count"
import { lotSummaryQuery, lotsKey, recentLotsQuery } from "../../../api/queries/lots"
import { woodTypesKey, woodTypesQuery } from "../../../api/queries/wood-types"
import { dryingBatchesKey, runningDryingQuery } from "../../../api/queries/drying-batches"
import { OngoingDryingCard } from "./components/OngoingDryingCard"
import { LotRecoveryLine } from "./components/LotRecoveryLine"
import { StatCard } from "../../../ui/StatCard"
import { ongoingDrying } from "./ongoing-drying"
import { dashboardFigures } from "./dashboard-figures"

const LOTS_ROUTE = "/dashboard/management/wood-receipt"
const SLICER_ROUTE = "/dashboard/factory/wood-slicer"

/** Load errors are swallowed (spec section 8 "Dashboard"): a failed read shows as empty. */
const quiet = { retry: false, meta: { silent: true } } as const

export default function DashboardPage() {
  const { state } = useAuth()
  // the figures counted by the server and the list's first 5: never every LOT
  const summary = useQuery({ ...lotSummaryQuery, ...quiet })
  const recentLots = useQuery({ ...recentLotsQuery, ...quiet })
  const woodTypes = useQuery({ ...woodTypesQuery, ...quiet })
  useLiveRefetch([LiveTopics.dashboard, LiveTopics.lots, LiveTopics.approvals], [lotsKey, woodTypesKey, pendingCountKey, dryingBatchesKey, lotRecoveryKey])
  const figures = dashboardFigures(summary.data)
  const recent = recentLots.data ?? []
  const firstName = state.status === "authenticated" ? state.user.firstName.trim() : ""
  const pending = useQuery({ ...pendingCountQuery, ...quiet })
  // the running batches only, asked by status: never the whole drying history
  const drying = useQuery({ ...runningDryingQuery, ...quiet })
  const pendingApprovals = pending.data ?? 0
  // the four headline figures, each a way into the screen that works on them
  const headlines = [
    { title: "Total LOTs", value: figures.totalLots, caption: `${figures.activeLots} active`, icon: <AssignmentIcon />, to: LOTS_ROUTE, accent: "#1e293b" },
    { title: "Pending Receipts", value: figures.pendingReceipts, caption: "Awaiting Delivery", icon: <LocalShippingIcon />, to: LOTS_ROUTE, accent: "#d97706" },
    {
      title: "Pending Approvals",
      value: pendingApprovals,
      caption: "Require Action",
      icon: <PendingActionsIcon />,
      to: "/management/approvals",
      accent: "#dc2626"
    },
    {
      title: "Slicing in Progress",
      value: figures.slicingInProgress,
      caption: "Sleepers being sliced",
      icon: <ContentCutIcon />,
      to: SLICER_ROUTE,
      accent: "#7c3aed"
    }
  ]

  return (
    <>
      <PageHeader title={firstName ? `Welcome back, ${firstName}` : "Dashboard"} subtitle="LOT Traceability & Wood Processing Overview" />
      <Grid container spacing={2.5}>
        {headlines.map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard {...card} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard
            title="Total Wood Volume"
            value={`${fixed(figures.totalVolume, 3)} CBM`}
            caption="Across all LOTs (actual where measured)"
            icon={<ViewInArIcon />}
            accent="#2563eb"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StatCard title="Wood Types Available" value={woodTypes.data?.length ?? 0} caption="In the catalogue" icon={<ForestIcon />} accent="#16a34a" />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card sx={{ height: "100%" }}>
            <CardHeader title="Recent LOTs" slotProps={{ title: { variant: "h6", component: "h2" } }} />
            <CardContent sx={{ pt: 0 }}>
              {recent.length === 0 ? (
                <Typography color="text.secondary">No LOTs found. Create your first LOT to get started!</Typography>
              ) : (
                <List disablePadding>
                  {recent.map((lot) => (
                    <ListItem key={lot.id} divider secondaryAction={<LotStatusChip status={lot.status} />}>
                      <ListItemText
                        primary={<OverflowText text={lot.lotNumber} sx={{ fontWeight: 700 }} />}
                        secondary={
                          <>
                            <OverflowText
                              text={`${lot.woodType?.name ?? "N/A"} · ${lot.supplier} · ${fixed(lot.actualVolumeM3 ?? lot.estimatedVolumeM3 ?? 0, 3)} CBM`}
                            />
                            <LotRecoveryLine lotNumber={lot.lotNumber} />
                          </>
                        }
                        sx={{ minWidth: 0, pr: 2 }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <OngoingDryingCard batches={ongoingDrying(drying.data?.items ?? [])} />
        </Grid>
      </Grid>
    </>
  )
}
