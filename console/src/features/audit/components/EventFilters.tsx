import { Button, Stack, TextField } from "@mui/material"
import SearchIcon from "@mui/icons-material/Search"
import { useState, type FormEvent } from "react"
import type { AuditFilters } from "../api/audit"

const toIso = (local: string) => (local === "" ? "" : new Date(local).toISOString())
const FIELDS: ReadonlyArray<{ key: keyof AuditFilters; label: string; type?: string }> = [
  { key: "lot", label: "LOT number" },
  { key: "stream", label: "Stream" },
  { key: "type", label: "Event type" },
  { key: "user", label: "User (id or e-mail)" },
  { key: "from", label: "From", type: "datetime-local" },
  { key: "to", label: "To", type: "datetime-local" }
]

/** The search form: applied on Search (Enter), so typing does not query the log at every key. */
export const EventFilters = ({ initial, onSearch }: { initial: AuditFilters; onSearch: (filters: AuditFilters) => void }) => {
  const [draft, setDraft] = useState<AuditFilters>(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch({ ...draft, from: toIso(draft.from), to: toIso(draft.to) })
  }
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ mb: 2, flexWrap: "wrap", rowGap: 1.5 }}>
      {FIELDS.map(({ key, label, type }) => (
        <TextField
          key={key}
          size="small"
          label={label}
          type={type ?? "text"}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          slotProps={type ? { inputLabel: { shrink: true } } : undefined}
          sx={{ minWidth: 160 }}
        />
      ))}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        Search
      </Button>
    </Stack>
  )
}
