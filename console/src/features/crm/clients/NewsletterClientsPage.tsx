import DeleteIcon from "@mui/icons-material/Delete"
import GroupIcon from "@mui/icons-material/Group"
import LinkIcon from "@mui/icons-material/Link"
import MarkEmailReadIcon from "@mui/icons-material/MarkEmailRead"
import SearchIcon from "@mui/icons-material/Search"
import UnsubscribeIcon from "@mui/icons-material/Unsubscribe"
import { Alert, Box, Card, Grid, InputAdornment, Stack, TextField, Typography } from "@mui/material"
import type { GridColDef } from "@mui/x-data-grid"
import { LiveTopics, NewsletterMessages, type Subscriber, type SubscriberList, type SubscriberSort } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useState, type ReactNode } from "react"
import { useLiveRefetch } from "../../../api/live"
import { formatDateTime } from "../../../lib/format"
import { useServerPage } from "../../../lib/use-server-page"
import { useMay } from "../../../lib/write-actions"
import { wrapAnywhere } from "../../../ui/OverflowText"
import { PageHeader } from "../../../ui/PageHeader"
import { ServerDataGrid } from "../../../ui/ServerDataGrid"
import { ServerPager } from "../../../ui/ServerPager"
import { actionsColumn, RowAction } from "../../../ui/RowActions"
import { StatCard } from "../../../ui/StatCard"
import { usePhone } from "../../../ui/use-phone"
import { fetchSubscriberPage, subscribersKey } from "./api/subscribers-api"
import { DeleteSubscriberDialog } from "./components/DeleteSubscriberDialog"
import { SubscriberCard } from "./components/SubscriberCard"
import { SubscriberStatusChip } from "./components/SubscriberStatusChip"
import { GRID_SX_CENTRED } from "../../../ui/grid-look"
import { ListNotice } from "../../../ui/ListNotice"

/** The columns the server sorts by (contracts' SUBSCRIBER_SORTS); newest sign-up first when none is chosen. */
const SORT_FIELDS: Readonly<Record<string, SubscriberSort>> = { status: "status", subscribedAt: "subscribedAt" }
const PAGE_SIZES = [10, 25, 50] as const

/**
 * Newsletter Clients (administration spec section 2): the mailing list from the Coming Soon page,
 * its three counts, a search by e-mail and the table; delete (erasure) only for a role that may.
 * The product sends no mail, so each row offers its signed unsubscribe link to copy (README), to
 * who manages the list; every other reader sees the addresses masked, and is told so.
 */
export default function NewsletterClientsPage() {
  const may = useMay()
  const phone = usePhone()
  const { enqueueSnackbar } = useSnackbar()
  const [deleting, setDeleting] = useState<Subscriber | null>(null)
  const subscribers = useServerPage({
    queryKey: subscribersKey,
    fetchPage: fetchSubscriberPage,
    sortFields: SORT_FIELDS,
    pageSizeOptions: PAGE_SIZES,
    pageSize: 25
  })
  useLiveRefetch([LiveTopics.newsletter], [subscribersKey])

  const rows = subscribers.rows
  // the page's answer carries the whole list's stats beside the rows (fetchSubscriberPage)
  const stats = (subscribers.query.data as SubscriberList | undefined)?.stats

  const copyLink = (path: string) => {
    const link = new URL(path, window.location.origin).toString()
    navigator.clipboard.writeText(link).then(
      () => enqueueSnackbar("Unsubscribe link copied to clipboard", { variant: "success" }),
      () => enqueueSnackbar(link, { variant: "info" })
    )
  }

  const rowActions = (row: Subscriber): ReactNode => {
    const link = row.unsubscribePath
    return (
      <>
        {may("copyUnsubscribeLink") && link !== null && (
          <RowAction title="Copy unsubscribe link" label={`Copy the unsubscribe link of ${row.email}`} onClick={() => copyLink(link)}>
            <LinkIcon fontSize="small" />
          </RowAction>
        )}
        {may("deleteSubscriber") && (
          <RowAction title="Delete" label={`Delete ${row.email}`} color="error" onClick={() => setDeleting(row)}>
            <DeleteIcon fontSize="small" />
          </RowAction>
        )}
      </>
    )
  }

  const columns: GridColDef<Subscriber>[] = [
    {
      field: "email",
      headerName: "Email",
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Typography variant="body2" sx={{ fontWeight: 600, py: 1, ...wrapAnywhere }}>
          {row.email}
        </Typography>
      )
    },
    { field: "source", headerName: "Source", width: 130 },
    { field: "status", headerName: "Status", width: 130, renderCell: ({ row }) => <SubscriberStatusChip status={row.status} /> },
    { field: "subscribedAt", headerName: "Subscribed At", width: 170, valueFormatter: (value: string) => formatDateTime(value) },
    actionsColumn<Subscriber>(100, rowActions)
  ]

  const cards: ReadonlyArray<{ title: string; value: string; caption: string; icon: ReactNode; accent: string }> = [
    { title: "Total Subscribers", value: String(stats?.total ?? "—"), caption: "On the mailing list", icon: <GroupIcon />, accent: "#334155" },
    { title: "Active", value: String(stats?.active ?? "—"), caption: "Receiving news", icon: <MarkEmailReadIcon />, accent: "#15803d" },
    { title: "Unsubscribed", value: String(stats?.unsubscribed ?? "—"), caption: "Left the list", icon: <UnsubscribeIcon />, accent: "#b91c1c" }
  ]

  const empty = <ListNotice hint={stats?.total === 0 ? NewsletterMessages.emptyAll : NewsletterMessages.emptySearch} />

  return (
    <>
      <PageHeader title="Newsletter Clients" subtitle="Visitors who joined the mailing list from the Coming Soon page" />
      {!may("copyUnsubscribeLink") && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {NewsletterMessages.addressesMasked}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {cards.map((c) => (
          <Grid key={c.title} size={{ xs: 12, sm: 4 }}>
            <StatCard {...c} />
          </Grid>
        ))}
      </Grid>
      <Card>
        <Box sx={{ p: 2 }}>
          <TextField
            size="small"
            fullWidth
            placeholder="Search by email..."
            value={subscribers.search}
            onChange={(event) => subscribers.setSearch(event.target.value)}
            slotProps={{
              htmlInput: { "aria-label": "Search by email", maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                )
              }
            }}
          />
        </Box>
        {subscribers.query.isError ? (
          <ListNotice failure={NewsletterMessages.loadFailed} />
        ) : rows.length === 0 && !subscribers.query.isLoading ? (
          empty
        ) : phone ? (
          <>
            <Stack spacing={1.5} sx={{ p: 1.5, pt: 0 }}>
              {rows.map((subscriber) => (
                <SubscriberCard key={subscriber.id} subscriber={subscriber} actions={rowActions(subscriber)} />
              ))}
            </Stack>
            <ServerPager page={subscribers} label="Subscribers" />
          </>
        ) : (
          <ServerDataGrid page={subscribers} columns={columns} autoHeight getRowHeight={() => "auto"} disableRowSelectionOnClick sx={GRID_SX_CENTRED} />
        )}
      </Card>
      <DeleteSubscriberDialog subscriber={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
