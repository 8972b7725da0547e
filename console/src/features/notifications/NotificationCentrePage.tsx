import { listCountText } from "../../lib/list-count"
import { Box, Button, Card, Checkbox, List, Stack, Tab, Tabs, TablePagination, Typography } from "@mui/material"
import DeleteIcon from "@mui/icons-material/Delete"
import DoneAllIcon from "@mui/icons-material/DoneAll"
import SendIcon from "@mui/icons-material/Send"
import { LiveTopics, NotificationMessages, type Notification } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import { useLiveRefetch } from "../../api/live"
import { useToastMutation } from "../../api/use-toast-mutation"
import { unreadCountQuery, unreadCountText } from "../../api/queries/notifications"
import { useProfiles } from "../../api/queries/user-profiles"
import { useAuth } from "../../auth/AuthProvider"
import { DeleteDialog } from "../../ui/DeleteDialog"
import { LoadingLine } from "../../ui/LoadingLine"
import { PageHeader } from "../../ui/PageHeader"
import { centreKey, useCentreNotifications, useCentreTotal, useDeleteNotifications, useMarkRead, useSendMessage } from "./api/notification-commands"
import { NotificationRow } from "./components/NotificationRow"
import { SendMessageDialog } from "./components/SendMessageDialog"
import { selectAllState, selectedShown, type NotificationTab } from "./notification-centre"
import { useQuery } from "@tanstack/react-query"
import { SearchField } from "../../ui/SearchField"

/** The centre's messages clear after 5 seconds (spec sections 4 and 9). */
export const CENTRE_MESSAGE_MS = 5_000
const CENTRE_DURATIONS = { success: CENTRE_MESSAGE_MS, failure: CENTRE_MESSAGE_MS }

/** Notification Centre (spec section 2): one user's notifications, and direct messages to others. */
export default function NotificationCentrePage() {
  const { enqueueSnackbar } = useSnackbar()
  const navigate = useNavigate()
  const { state } = useAuth()
  const userId = state.status === "authenticated" ? state.user.id : ""
  const [tab, setTab] = useState<NotificationTab>("all")
  // the tab and the search are asked of the server, a page at a time
  const notifications = useCentreNotifications(tab)
  const allCount = useCentreTotal()
  const unreadCount = useQuery(unreadCountQuery)
  useLiveRefetch([LiveTopics.notifications(userId)], [centreKey, unreadCountQuery.queryKey])
  const markRead = useMarkRead()
  const remove = useDeleteNotifications()
  const send = useSendMessage()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [deleting, setDeleting] = useState<ReadonlyArray<string> | null>(null)
  const [sending, setSending] = useState(false)
  const profiles = useProfiles(sending)

  const runMarkRead = useToastMutation(markRead)
  const runRemove = useToastMutation(remove)
  const runSend = useToastMutation(send)
  useEffect(() => {
    if (notifications.query.error) enqueueSnackbar(NotificationMessages.loadFailed, { variant: "error", autoHideDuration: CENTRE_MESSAGE_MS })
  }, [notifications.query.error, enqueueSnackbar])

  const shown = notifications.rows
  const { grid } = notifications
  const picked = selectedShown(shown, selected)
  const all = selectAllState(shown, selected)
  const recipients = (profiles.data ?? []).filter((p) => p.id !== userId)

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const toggleAll = () => setSelected(all.checked ? new Set() : new Set(shown.map((n) => n.id)))

  const markAsRead = (ids: ReadonlyArray<string>, quiet = false) =>
    runMarkRead(ids, {
      success: quiet ? null : NotificationMessages.marked,
      failure: () => NotificationMessages.markFailed,
      durations: CENTRE_DURATIONS,
      then: () => setSelected(new Set())
    })
  const open = (n: Notification) => {
    if (!n.isRead) markAsRead([n.id], true)
    if (n.linkUrl) navigate(n.linkUrl)
  }
  const confirmDelete = (ids: ReadonlyArray<string>) =>
    runRemove(ids, {
      success: NotificationMessages.deleted,
      failure: () => NotificationMessages.deleteFailed,
      durations: CENTRE_DURATIONS,
      then: () => setSelected((s) => new Set([...s].filter((id) => !ids.includes(id)))),
      always: () => setDeleting(null)
    })

  return (
    <>
      <PageHeader
        title={NotificationMessages.title}
        subtitle={NotificationMessages.subtitle}
        actions={
          <Button variant="contained" color="secondary" startIcon={<SendIcon />} onClick={() => setSending(true)}>
            Send Message
          </Button>
        }
      />
      <Card>
        <Tabs
          value={tab}
          onChange={(_e, value: NotificationTab) => setTab(value)}
          aria-label="Notification filter"
          sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}
        >
          <Tab value="all" label={`All (${listCountText(allCount.data)})`} />
          <Tab value="unread" label={`Unread (${unreadCountText(unreadCount.data)})`} />
          <Tab value="read" label="Read" />
        </Tabs>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ px: 2, py: 1.5, alignItems: { xs: "stretch", sm: "center" } }}>
          <Stack direction="row" sx={{ alignItems: "center", flex: 1 }} spacing={1}>
            <Checkbox
              checked={all.checked}
              indeterminate={all.indeterminate}
              disabled={shown.length === 0}
              onChange={toggleAll}
              slotProps={{ input: { "aria-label": "Select all notifications" } }}
            />
            <SearchField label="Search notifications" value={notifications.search} onChange={notifications.setSearch} />
          </Stack>
          {picked.length > 0 && (
            <Stack direction="row" spacing={1}>
              <Button startIcon={<DoneAllIcon />} disabled={markRead.isPending} onClick={() => markAsRead(picked.filter((n) => !n.isRead).map((n) => n.id))}>
                Mark Read
              </Button>
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(picked.map((n) => n.id))}>
                Delete ({picked.length})
              </Button>
            </Stack>
          )}
        </Stack>
        {shown.length === 0 && notifications.query.isLoading ? (
          <LoadingLine label="Loading notifications…" />
        ) : shown.length === 0 ? (
          <Box sx={{ px: 2, py: 6, textAlign: "center" }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {NotificationMessages.empty}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {NotificationMessages.emptyHint}
            </Typography>
          </Box>
        ) : (
          <List disablePadding aria-label="Notifications">
            {shown.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                selected={selected.has(n.id)}
                onToggle={() => toggle(n.id)}
                onOpen={() => open(n)}
                onDelete={() => setDeleting([n.id])}
              />
            ))}
          </List>
        )}
        <TablePagination
          component="div"
          count={notifications.total}
          page={grid.paginationModel.page}
          rowsPerPage={grid.paginationModel.pageSize}
          rowsPerPageOptions={[...grid.pageSizeOptions]}
          onPageChange={(_, page) => grid.onPaginationModelChange({ ...grid.paginationModel, page })}
          onRowsPerPageChange={(e) => grid.onPaginationModelChange({ page: 0, pageSize: Number(e.target.value) })}
        />
      </Card>

      <DeleteDialog
        target={deleting}
        title="Delete notifications"
        question={(ids) => NotificationMessages.confirmDelete(ids.length)}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={confirmDelete}
      />
      <SendMessageDialog
        open={sending}
        recipients={recipients}
        busy={send.isPending}
        serverError={send.error}
        onClose={() => {
          send.reset()
          setSending(false)
        }}
        onSend={(body) =>
          runSend(body, {
            success: NotificationMessages.sent,
            failure: NotificationMessages.sendFailed,
            durations: CENTRE_DURATIONS,
            then: () => setSending(false)
          })
        }
      />
    </>
  )
}
