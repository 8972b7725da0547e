import type { ListCount } from "../../../lib/list-count"
import AddIcon from "@mui/icons-material/Add"
import SearchIcon from "@mui/icons-material/Search"
import { Alert, Box, Button, Chip, InputAdornment, Stack, TextField, Typography } from "@mui/material"
import { useQueries, useQuery } from "@tanstack/react-query"
import { LiveTopics, TransferMessages, type Transfer, type TransferSort } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useMemo, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { errorToastText } from "../../../api/api-error"
import { useLiveRefetch } from "../../../api/live"
import { fetchTransferPage, linkedTransferQuery, transferCountQuery, transfersKey, type TransferFilters } from "../../../api/queries/transfers"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useAuth } from "../../../auth/AuthProvider"
import { downloadPdf } from "../../../lib/download-pdf"
import { permits } from "../../../lib/write-actions"
import { useServerPage } from "../../../lib/use-server-page"
import { ServerPager } from "../../../ui/ServerPager"
import { PageHeader } from "../../../ui/PageHeader"
import { useApproveTransfer, useCompleteTransfer, useCreateTransfer, useEditTransfer, useNotifyAboutTransfer, useRejectTransfer } from "./api/transfers"
import { CreateTransferDialog } from "./components/CreateTransferDialog"
import { CompleteTransferDialog, EditTransferDialog, NotifyDialog, RejectDialog, TransferDetailsDialog } from "./components/TransferDialogs"
import { TransferCard } from "./components/TransferCard"
import { transferFileName, transferReport } from "./report/transfer-report"
import { countLabel } from "../../../ui/count-label"
import { decisionNote, filterParams, offeredActions, TRANSFER_FILTERS, type TransferAction, type TransferFilter } from "./transfer-list"

/** The cards show newest first (the server's default order); no column to sort by. */
const NO_SORTS: Readonly<Record<string, TransferSort>> = {}
const PAGE_SIZES = [10, 25, 50] as const

type Open = { readonly dialog: "reject" | "receive" | "edit" | "notify"; readonly transfer: Transfer } | null

/** Wood Transfers (factory spec section 2.5): chips, search, expandable cards, row actions by status and role, and their dialogs. */
export default function WoodTransferPage() {
  const { enqueueSnackbar } = useSnackbar()
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  const [filter, setFilter] = useState<TransferFilter>("all")
  // the transfers a page at a time: the chip's statuses and the search are asked of the server, so none past the newest 50 is lost
  const filters = useMemo<TransferFilters>(() => filterParams(filter), [filter])
  const transfers = useServerPage({ queryKey: transfersKey, fetchPage: fetchTransferPage, sortFields: NO_SORTS, pageSizeOptions: PAGE_SIZES, filters })
  const chipCounts = useQueries({ queries: TRANSFER_FILTERS.map((f) => transferCountQuery(filterParams(f.key))) })
  useLiveRefetch([LiveTopics.transfers, LiveTopics.stock], [transfersKey])
  const [params, setParams] = useSearchParams()
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [creating, setCreating] = useState(false)
  const [open, setOpen] = useState<Open>(null)
  const create = useCreateTransfer()
  const approve = useApproveTransfer()
  const reject = useRejectTransfer()
  const complete = useCompleteTransfer()
  const edit = useEditTransfer()
  const notify = useNotifyAboutTransfer()
  const run = {
    create: useToastMutation(create),
    approve: useToastMutation(approve),
    reject: useToastMutation(reject),
    complete: useToastMutation(complete),
    edit: useToastMutation(edit),
    notify: useToastMutation(notify)
  }

  const shown = transfers.rows
  // each chip counts from the server's total of its statuses (the search does not change them, as before)
  // (unknown while loading: the chip says "Pending Approval", not "Pending Approval (0)")
  const counts = Object.fromEntries(TRANSFER_FILTERS.map((f, i) => [f.key, chipCounts[i]?.data])) as Record<TransferFilter, ListCount | undefined>
  // ?transfer=<id> opens that transfer's details (spec section 2.5)
  const detailsId = params.get("transfer")
  const onPage = detailsId ? shown.find((t) => t.id === detailsId) : undefined
  // a transfer not on the page shown (an older arrival) is read by its id
  const linked = useQuery({ ...linkedTransferQuery(detailsId ?? ""), enabled: detailsId !== null && onPage === undefined })
  const details = detailsId ? (onPage ?? linked.data ?? null) : null
  const closeDetails = () =>
    setParams(
      (p) => {
        p.delete("transfer")
        return p
      },
      { replace: true }
    )
  const close = () => setOpen(null)

  const act = (transfer: Transfer, action: TransferAction) => {
    if (action === "approve") run.approve(transfer.id, { success: TransferMessages.approved, failure: TransferMessages.approveFailed })
    else setOpen({ dialog: action === "receive" ? "receive" : action, transfer })
  }
  const pdf = (transfer: Transfer) =>
    void downloadPdf(transferReport(transfer), transferFileName(transfer)).catch(() => enqueueSnackbar("Failed to generate report", { variant: "error" }))

  return (
    <>
      <PageHeader
        title="Wood Transfers"
        subtitle="Move stock between warehouses through approval"
        actions={
          permits(user, "createTransfer") ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New Transfer
            </Button>
          ) : undefined
        }
      />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2, alignItems: { md: "center" } }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }} role="group" aria-label="Filter transfers">
          {TRANSFER_FILTERS.map((f) => (
            <Chip
              key={f.key}
              label={countLabel(f.label, counts[f.key])}
              color={filter === f.key ? "primary" : "default"}
              variant={filter === f.key ? "filled" : "outlined"}
              onClick={() => setFilter(f.key)}
              aria-pressed={filter === f.key}
            />
          ))}
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        <TextField
          size="small"
          label="Search transfers"
          value={transfers.search}
          onChange={(e) => transfers.setSearch(e.target.value)}
          sx={{ minWidth: { md: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              )
            }
          }}
        />
      </Stack>
      {transfers.query.isError ? (
        <Alert severity="error">{errorToastText(transfers.query.error, TransferMessages.fetchFailed)}</Alert>
      ) : shown.length === 0 && !transfers.query.isLoading ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
          No transfers found
        </Typography>
      ) : (
        <Stack spacing={2}>
          {shown.map((transfer) => (
            <TransferCard
              key={transfer.id}
              transfer={transfer}
              expanded={expanded.has(transfer.id)}
              onToggle={() =>
                setExpanded((set) => {
                  const next = new Set(set)
                  if (!next.delete(transfer.id)) next.add(transfer.id)
                  return next
                })
              }
              actions={offeredActions(transfer, user)}
              note={decisionNote(transfer, user)}
              onAction={(action) => act(transfer, action)}
              onView={() => setParams((p) => (p.set("transfer", transfer.id), p))}
            />
          ))}
          <ServerPager page={transfers} label="Transfers" />
        </Stack>
      )}

      {creating && (
        <CreateTransferDialog
          open
          busy={create.isPending}
          onClose={() => setCreating(false)}
          onCreate={(payload) =>
            run.create(payload, { success: TransferMessages.created, failure: TransferMessages.createFailed, then: () => setCreating(false) })
          }
        />
      )}
      <TransferDetailsDialog transfer={details} onClose={closeDetails} onPdf={pdf} />
      {open?.dialog === "reject" && (
        <RejectDialog
          transfer={open.transfer}
          busy={reject.isPending}
          onClose={close}
          onReject={(rejectionReason) =>
            run.reject({ id: open.transfer.id, rejectionReason }, { success: TransferMessages.rejected, failure: TransferMessages.rejectFailed, then: close })
          }
        />
      )}
      {open?.dialog === "receive" && (
        <CompleteTransferDialog
          transfer={open.transfer}
          busy={complete.isPending}
          onClose={close}
          onComplete={(notifyUserId) =>
            run.complete({ id: open.transfer.id, notifyUserId }, { success: TransferMessages.completed, failure: TransferMessages.completeFailed, then: close })
          }
        />
      )}
      {open?.dialog === "edit" && (
        <EditTransferDialog
          // a loaded current version starts the form again
          key={open.transfer.version}
          transfer={open.transfer}
          busy={edit.isPending}
          serverError={edit.error}
          onClose={() => {
            edit.reset()
            close()
          }}
          onLoadCurrent={(current) => {
            edit.reset()
            if (current) setOpen({ dialog: "edit", transfer: current })
          }}
          onSave={(v) =>
            run.edit({ transfer: open.transfer, ...v }, { success: TransferMessages.updated, failure: TransferMessages.updateFailed, then: close })
          }
        />
      )}
      {open?.dialog === "notify" && (
        <NotifyDialog
          transfer={open.transfer}
          busy={notify.isPending}
          onClose={close}
          onSend={(userId) =>
            run.notify({ id: open.transfer.id, userId }, { success: TransferMessages.notified, failure: TransferMessages.notifyFailed, then: close })
          }
        />
      )}
    </>
  )
}
