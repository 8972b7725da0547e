import { listCountOf, type ListCount } from "../../../lib/list-count"
import { Box, Button, Card, CardHeader, Chip, Stack, Switch, Tab, Tabs, Tooltip, Typography } from "@mui/material"
import AddIcon from "@mui/icons-material/Add"
import CheckIcon from "@mui/icons-material/Check"
import CloseIcon from "@mui/icons-material/Close"
import DeleteIcon from "@mui/icons-material/Delete"
import VisibilityIcon from "@mui/icons-material/Visibility"
import { DataGrid, type GridColDef } from "@mui/x-data-grid"
import { ApprovalMessages, LiveTopics, type ApprovalRequestDto, type ApprovalRuleDto, type ApprovalSort, type ApprovalStatus } from "@timber/contracts"
import { useQueries } from "@tanstack/react-query"
import { decisionRefusal } from "@timber/domain/permissions/approval-decisions"
import { useCallback, useMemo, useState } from "react"
import { useLiveRefetch } from "../../../api/live"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useAuth } from "../../../auth/AuthProvider"
import { isAdmin } from "../../../auth/permissions"
import { formatDateTime } from "../../../lib/format"
import { ConfirmDialog } from "../../../ui/ConfirmDialog"
import { DeleteDialog } from "../../../ui/DeleteDialog"
import { OverflowText, overflowCell } from "../../../ui/OverflowText"
import { PageHeader } from "../../../ui/PageHeader"
import { usePhoneColumns } from "../../../ui/phone-columns"
import { permits } from "../../../lib/write-actions"
import { useServerPage } from "../../../lib/use-server-page"
import { ServerDataGrid } from "../../../ui/ServerDataGrid"
import { actionsColumn, RowAction } from "../../../ui/RowActions"
import {
  approvalCountQuery,
  approvalRulesKey,
  approvalsKey,
  fetchApprovalPage,
  type ApprovalFilters,
  useApprovalRules,
  useCreateRule,
  useDecideRequest,
  useDeleteRule,
  useProfiles,
  useSetRuleActive
} from "./api/approvals"
import { pendingCountKey } from "../../../api/queries/pending-count"
import { countLabel } from "../../../ui/count-label"
import { AddRuleDialog, conditionLabel, conditionUnit } from "./components/AddRuleDialog"
import { ApprovalStatusChip } from "./components/ApprovalStatusChip"
import { operationLabel, shortId } from "./components/operation-label"
import { RequestDetailsDialog } from "./components/RequestDetailsDialog"
import { GRID_SX } from "../../../ui/grid-look"

const TABS: ReadonlyArray<{ status: ApprovalStatus; label: string; empty: string }> = [
  { status: "pending", label: "Pending", empty: "No pending requests" },
  { status: "approved", label: "Approved", empty: "No approved requests" },
  { status: "rejected", label: "Rejected", empty: "No rejected requests" }
]

type Quick = { request: ApprovalRequestDto; status: "approved" | "rejected" }

/** On a phone: what a request is about and its status (View shows the rest); a rule's condition and its switch. */
const REQUEST_PHONE_FIELDS = ["operation", "status"]
const RULE_PHONE_FIELDS = ["condition"]

/** The columns the server sorts by (contracts' APPROVAL_SORTS); newest first when none is chosen. */
const SORT_FIELDS: Readonly<Record<string, ApprovalSort>> = { created_at: "createdAt", status: "status", type: "type" }
const PAGE_SIZES = [10, 25] as const

export default function ApprovalsPage() {
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  // offered only as the permission model the server enforces allows
  const mayDecide = permits(user, "decideApproval")
  // who decides which request: the rule the server enforces (never one's own request; a receipt only an admin), said on the row
  const refusalOf = useCallback(
    (request: ApprovalRequestDto) =>
      user === null
        ? null
        : (decisionRefusal({ type: request.type, requestorId: request.requestor.id }, { userId: user.id, role: user.role })?.message ?? null),
    [user]
  )
  const mayToggleRule = permits(user, "toggleRule")
  const mayDeleteRule = permits(user, "deleteRule")
  const [tab, setTab] = useState<ApprovalStatus>("pending")
  // the tab's requests a page at a time: the status is a server filter, so no request past the newest 50 is lost
  const filters = useMemo<ApprovalFilters>(() => ({ status: tab }), [tab])
  const requests = useServerPage({ queryKey: approvalsKey, fetchPage: fetchApprovalPage, sortFields: SORT_FIELDS, pageSizeOptions: PAGE_SIZES, filters })
  const tabCounts = useQueries({ queries: TABS.map((t) => approvalCountQuery(t.status)) })
  const rules = useApprovalRules()
  useLiveRefetch([LiveTopics.approvals], [approvalsKey, approvalRulesKey, pendingCountKey])
  const decide = useDecideRequest()
  const createRule = useCreateRule()
  const setActive = useSetRuleActive()
  const deleteRule = useDeleteRule()
  const runDecide = useToastMutation(decide)
  const runCreateRule = useToastMutation(createRule)
  const runSetActive = useToastMutation(setActive)
  const runDeleteRule = useToastMutation(deleteRule)
  const [details, setDetails] = useState<ApprovalRequestDto | null>(null)
  const [quick, setQuick] = useState<Quick | null>(null)
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<ApprovalRuleDto | null>(null)
  const profiles = useProfiles(adding)

  // the tab shown counts from its own page's total, the others from their one-row reads
  // (unknown while loading: the tab says "Pending", not "Pending (0)")
  const counts = Object.fromEntries(
    TABS.map((t, i) => [
      t.status,
      t.status === tab && requests.query.data && !requests.query.isPlaceholderData ? listCountOf(requests.query.data) : tabCounts[i]?.data
    ])
  ) as Record<ApprovalStatus, ListCount | undefined>
  const current = TABS.find((t) => t.status === tab)!

  const decideRequest = (request: ApprovalRequestDto, status: "approved" | "rejected", notes: string | null) =>
    runDecide(
      { request, status, notes: notes?.trim() ? notes.trim() : null },
      { success: `Request ${status} successfully`, failure: ApprovalMessages.updateFailed, then: () => setDetails(null), always: () => setQuick(null) }
    )

  const requestColumns = useMemo<GridColDef<ApprovalRequestDto>[]>(
    () => [
      {
        field: "id",
        headerName: "Request ID",
        width: 110,
        renderCell: ({ row }) => <Typography sx={{ fontFamily: "monospace", fontSize: 13, lineHeight: "inherit" }}>{shortId(row.id)}</Typography>
      },
      { field: "type", headerName: "Type", width: 140 },
      { field: "operation", headerName: "Operation", flex: 1.2, minWidth: 170, valueGetter: (_v, row) => operationLabel(row), renderCell: overflowCell },
      { field: "requestor", headerName: "Requestor", flex: 1.2, minWidth: 180, valueGetter: (_v, row) => row.requestor.email, renderCell: overflowCell },
      { field: "created_at", headerName: "Created", width: 165, valueGetter: (_v, row) => formatDateTime(row.created_at) },
      { field: "status", headerName: "Status", width: 110, renderCell: ({ row }) => <ApprovalStatusChip status={row.status} /> },
      actionsColumn(mayDecide ? 230 : 140, (row) => (
        <>
          <RowAction title="View details" label={`View request ${shortId(row.id)}`} onClick={() => setDetails(row)}>
            <VisibilityIcon fontSize="small" />
          </RowAction>
          {row.status === "pending" && mayDecide && refusalOf(row) !== null && (
            <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.3, whiteSpace: "normal", py: 0.5 }}>
              {refusalOf(row)}
            </Typography>
          )}
          {row.status === "pending" && mayDecide && refusalOf(row) === null && (
            <>
              <RowAction
                title="Approve"
                label={`Approve request ${shortId(row.id)}`}
                color="success"
                onClick={() => setQuick({ request: row, status: "approved" })}
              >
                <CheckIcon fontSize="small" />
              </RowAction>
              <RowAction
                title="Reject"
                label={`Reject request ${shortId(row.id)}`}
                color="error"
                onClick={() => setQuick({ request: row, status: "rejected" })}
              >
                <CloseIcon fontSize="small" />
              </RowAction>
            </>
          )}
        </>
      ))
    ],
    [mayDecide, refusalOf]
  )

  const ruleColumns = useMemo<GridColDef<ApprovalRuleDto>[]>(
    () => [
      { field: "module", headerName: "Module", width: 150 },
      {
        field: "condition",
        headerName: "Condition",
        flex: 1,
        minWidth: 200,
        valueGetter: (_v, row) =>
          // a cost rule's threshold is money: "—" for a user without amount on approvals
          `${conditionLabel(row.condition_type)} ${row.condition_value ?? "—"} ${conditionUnit(row.module, row.condition_type)}`
      },
      {
        field: "approver",
        headerName: "Approver",
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ height: "100%", alignItems: "center", minWidth: 0 }}>
            <OverflowText text={row.approver?.email ?? "Unknown user"} />
            {isAdmin(row.approver) && <Chip label="Admin" size="small" color="secondary" sx={{ height: 20, fontSize: 11 }} />}
          </Stack>
        )
      },
      {
        field: "is_active",
        headerName: "Status",
        width: 110,
        renderCell: ({ row }) => <Chip size="small" label={row.is_active ? "Active" : "Inactive"} color={row.is_active ? "success" : "default"} />
      },
      actionsColumn(130, (row) => (
        <>
          {mayToggleRule && (
            <Tooltip title={row.is_active ? "Deactivate" : "Activate"}>
              <Switch
                size="small"
                checked={row.is_active}
                slotProps={{ input: { "aria-label": `${row.is_active ? "Deactivate" : "Activate"} rule ${conditionLabel(row.condition_type)}` } }}
                onChange={() =>
                  runSetActive(
                    { rule: row, isActive: !row.is_active },
                    { success: `Rule ${row.is_active ? "deactivated" : "activated"} successfully`, failure: "Failed to update rule status" }
                  )
                }
              />
            </Tooltip>
          )}
          {mayDeleteRule && (
            <RowAction title="Delete rule" label={`Delete rule ${conditionLabel(row.condition_type)}`} color="error" onClick={() => setDeleting(row)}>
              <DeleteIcon fontSize="small" />
            </RowAction>
          )}
        </>
      ))
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mayToggleRule, mayDeleteRule]
  )

  const shownRequestColumns = usePhoneColumns(requestColumns, REQUEST_PHONE_FIELDS)
  const shownRuleColumns = usePhoneColumns(ruleColumns, RULE_PHONE_FIELDS)

  return (
    <>
      <PageHeader title="Approvals Management" subtitle="Review operations that need approval and the rules that ask for it" />
      <Card sx={{ mb: 3 }}>
        <Tabs value={tab} onChange={(_e, value: ApprovalStatus) => setTab(value)} sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}>
          {TABS.map((t) => (
            <Tab key={t.status} value={t.status} label={countLabel(t.label, counts[t.status])} />
          ))}
        </Tabs>
        {requests.total === 0 && !requests.query.isLoading && !requests.query.isPlaceholderData ? (
          <Box sx={{ py: 6, textAlign: "center" }}>
            <Typography variant="h6" component="p">
              {current.empty}
            </Typography>
            {tab === "pending" && <Typography color="text.secondary">All caught up! No approvals waiting for review.</Typography>}
          </Box>
        ) : (
          <ServerDataGrid page={requests} columns={shownRequestColumns} autoHeight disableRowSelectionOnClick sx={GRID_SX} />
        )}
      </Card>

      <Card>
        <CardHeader
          title="Approval Rules"
          slotProps={{ title: { variant: "h6", component: "h2" } }}
          action={
            permits(user, "addRule") && (
              <Button variant="contained" color="secondary" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                Add Rule
              </Button>
            )
          }
        />
        {(rules.data ?? []).length === 0 && !rules.isLoading ? (
          <Box sx={{ py: 4, textAlign: "center" }}>
            <Typography color="text.secondary">No approval rules configured</Typography>
          </Box>
        ) : (
          <DataGrid
            rows={rules.data ?? []}
            columns={shownRuleColumns}
            loading={rules.isLoading}
            autoHeight
            disableRowSelectionOnClick
            hideFooter
            sx={GRID_SX}
          />
        )}
      </Card>

      <RequestDetailsDialog
        request={details}
        refusal={details === null ? null : refusalOf(details)}
        mayDecide={mayDecide}
        busy={decide.isPending}
        serverError={decide.error}
        onClose={() => {
          decide.reset()
          setDetails(null)
        }}
        onDecide={(status, notes) => details && decideRequest(details, status, notes)}
      />
      <ConfirmDialog
        open={quick !== null}
        title={quick?.status === "approved" ? "Approve Request" : "Reject Request"}
        message={quick?.status === "approved" ? ApprovalMessages.confirmApprove : ApprovalMessages.confirmReject}
        confirmLabel={quick?.status === "approved" ? "Approve" : "Reject"}
        color={quick?.status === "approved" ? "success" : "error"}
        busy={decide.isPending}
        onCancel={() => setQuick(null)}
        onConfirm={() => quick && decideRequest(quick.request, quick.status, null)}
      />
      <AddRuleDialog
        open={adding}
        profiles={profiles.data ?? []}
        busy={createRule.isPending}
        serverError={createRule.error}
        onClose={() => {
          createRule.reset()
          setAdding(false)
        }}
        onSubmit={(rule) =>
          runCreateRule(rule, { success: "Approval rule created successfully", failure: "Failed to create rule", then: () => setAdding(false) })
        }
      />
      <DeleteDialog
        target={deleting}
        title="Delete Rule"
        question={ApprovalMessages.confirmDeleteRule}
        busy={deleteRule.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={(rule) => runDeleteRule(rule, { success: "Rule deleted successfully", failure: "Failed to delete rule", always: () => setDeleting(null) })}
      />
    </>
  )
}
