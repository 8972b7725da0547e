import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography
} from "@mui/material"
import type { GridColDef } from "@mui/x-data-grid"
import type { ElectricityRecharge } from "@timber/contracts"
import { useState } from "react"
import { errorToastText } from "../../../../api/api-error"
import { fixed, formatDateTime, tzs } from "../../../../lib/format"
import { usePhoneColumns } from "../../../../ui/phone-columns"
import { ServerDataGrid } from "../../../../ui/ServerDataGrid"
import { staleEditOf } from "../../../../api/stale-edit"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../../ui/what-changed"
import { useCorrectRecharge, useRechargeRegister, useVoidRecharge } from "../api/recharge-register"

/** The spec is silent on the register; worded like the page's other lists. */
export const NO_RECHARGES = "No electricity recharges recorded yet"
export const RECHARGES_FAILED = "Failed to load electricity recharges"

/** What the register's row says of a recharge's standing: voided or corrected, and why. */
export const standingOf = (r: Pick<ElectricityRecharge, "voided" | "voidReason" | "correctionReason">) =>
  r.voided ? `Voided: ${r.voidReason ?? ""}` : r.correctionReason ? `Corrected: ${r.correctionReason}` : "As pasted"

type Change = { readonly kind: "correct" | "void"; readonly recharge: ElectricityRecharge }

/** What a stale-change notice compares: the figures and standing the register shows. */
const COMPARED: ReadonlyArray<ComparedField<ElectricityRecharge>> = [
  { label: "kWh bought", value: (r) => r.kwhAmount },
  { label: "Amount paid (TZS)", value: (r) => r.totalPaid },
  { label: "Standing", value: standingOf }
]

/** Correct (kWh, TZS and a reason) or Void (a reason) one recharge; the server's refusal stays in the dialog. */
const ChangeDialog = ({ change, onClose }: { change: Change | null; onClose: () => void }) => {
  const correct = useCorrectRecharge()
  const voidIt = useVoidRecharge()
  const [kwh, setKwh] = useState("")
  const [paid, setPaid] = useState("")
  const [reason, setReason] = useState("")
  const [failed, setFailed] = useState<string | null>(null)
  const [opened, setOpened] = useState<Change | null>(null)
  // the recharge as the dialog loaded it: the change carries its version (If-Match)
  const [seen, setSeen] = useState<ElectricityRecharge | null>(null)
  const loadFigures = (recharge: ElectricityRecharge | null) => {
    setSeen(recharge)
    setKwh(recharge ? String(recharge.kwhAmount) : "")
    setPaid(recharge?.totalPaid === undefined ? "" : String(recharge.totalPaid))
  }
  if (change !== opened) {
    // a dialog opened on another recharge starts from that recharge's figures
    setOpened(change)
    loadFigures(change?.recharge ?? null)
    setReason("")
    setFailed(null)
  }
  const pending = correct.isPending || voidIt.isPending
  // a change made on a recharge someone changed meanwhile is told by the notice, not this alert
  const done = { onSuccess: onClose, onError: (error: unknown) => setFailed(staleEditOf(error) ? null : errorToastText(error)) }
  const submit = () => {
    if (change === null || seen === null) return
    if (change.kind === "void") voidIt.mutate({ id: seen.id, version: seen.version, reason }, done)
    else {
      // the amount paid is sent only by who sees it (the server refuses it from anyone else): the rest correct the kWh alone
      const money = seen.totalPaid === undefined ? {} : { totalPaid: Number(paid) }
      correct.mutate({ id: seen.id, version: seen.version, payload: { kwhAmount: Number(kwh), ...money, reason } }, done)
    }
  }
  const title = change?.kind === "void" ? "Void Recharge" : "Correct Recharge"
  return (
    <Dialog open={change !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Token {change?.recharge.token}
          </Typography>
          {failed && (
            <Alert severity="error" role="alert">
              {failed}
            </Alert>
          )}
          <StaleEditNotice
            error={correct.error ?? voidIt.error}
            loaded={seen}
            fields={COMPARED}
            onLoadCurrent={(current) => (correct.reset(), voidIt.reset(), current && loadFigures(current))}
          />
          {change?.kind === "correct" && (
            <>
              <TextField
                label="kWh bought"
                type="number"
                value={kwh}
                onChange={(e) => setKwh(e.target.value)}
                slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
              />
              {seen?.totalPaid !== undefined && (
                <TextField
                  label="Amount paid (TZS)"
                  type="number"
                  value={paid}
                  onChange={(e) => setPaid(e.target.value)}
                  slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                />
              )}
            </>
          )}
          <TextField label="Reason" required value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color={change?.kind === "void" ? "error" : "primary"} disabled={pending || reason.trim() === ""} onClick={submit}>
          {change?.kind === "void" ? "Void" : "Save Correction"}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * The recharge register: every LUKU recharge recorded, newest first, with its
 * figures as they stand, and for whoever edits the drying settings a Correct and a Void, each with
 * a reason and each an event; the kiln charges are priced from what it holds.
 */
export const RechargeRegister = ({ mayEdit }: { mayEdit: boolean }) => {
  const register = useRechargeRegister()
  const [change, setChange] = useState<Change | null>(null)
  const columns: GridColDef<ElectricityRecharge>[] = [
    { field: "recordedAt", headerName: "Recorded", width: 160, valueFormatter: (v: string) => formatDateTime(v) },
    { field: "token", headerName: "Token", flex: 1, minWidth: 200 },
    { field: "kwhAmount", headerName: "kWh", type: "number", width: 90, valueFormatter: (v: number | undefined) => fixed(v, 2) },
    { field: "totalPaid", headerName: "Paid", type: "number", width: 130, valueFormatter: (v: number | undefined) => tzs(v) },
    { field: "tariffPerKwh", headerName: "TZS per kWh", type: "number", width: 120, valueFormatter: (v: number | undefined) => fixed(v, 2) },
    {
      field: "standing",
      headerName: "Standing",
      width: 200,
      valueGetter: (_v, row) => standingOf(row),
      renderCell: ({ row }) => (row.voided ? <Chip size="small" color="default" label={standingOf(row)} /> : standingOf(row))
    },
    ...(mayEdit
      ? [
          {
            field: "actions",
            headerName: "",
            width: 170,
            sortable: false,
            disableColumnMenu: true,
            renderCell: ({ row }: { row: ElectricityRecharge }) =>
              row.voided ? null : (
                <Stack direction="row" spacing={1}>
                  <Button size="small" aria-label={`Correct recharge ${row.token}`} onClick={() => setChange({ kind: "correct", recharge: row })}>
                    Correct
                  </Button>
                  <Button size="small" color="error" aria-label={`Void recharge ${row.token}`} onClick={() => setChange({ kind: "void", recharge: row })}>
                    Void
                  </Button>
                </Stack>
              )
          } satisfies GridColDef<ElectricityRecharge>
        ]
      : [])
  ]
  const shown = usePhoneColumns(columns, ["recordedAt", "kwhAmount", "standing", "actions"])
  return (
    <Card component="section" aria-labelledby="recharge-register-title">
      <CardHeader
        title="Electricity recharges"
        subheader="Every LUKU recharge recorded: correct its figures or void it, with a reason"
        slotProps={{ title: { variant: "h6", component: "h2", id: "recharge-register-title" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {register.query.isError ? (
          <Alert severity="error">{RECHARGES_FAILED}</Alert>
        ) : (
          <ServerDataGrid page={register} columns={shown} autoHeight disableRowSelectionOnClick localeText={{ noRowsLabel: NO_RECHARGES }} sx={{ border: 0 }} />
        )}
      </CardContent>
      <ChangeDialog change={change} onClose={() => setChange(null)} />
    </Card>
  )
}
