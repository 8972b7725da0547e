import { Alert, AlertTitle, Box, Button } from "@mui/material"
import { StaleEditMessages } from "@timber/contracts"
import { staleEditOf } from "../api/stale-edit"
import { whatChanged, type ComparedField } from "./what-changed"

/**
 * Shown inside an edit dialog whose save was refused because someone else changed the record
 * meanwhile (412): the server's sentence, what changed (field: the value this form loaded → the
 * value now), and a button that loads the current version. The dialog stays open with the
 * user's input until they load it; loading keeps nothing of the stale version.
 */
export function StaleEditNotice<R>({
  error,
  loaded,
  fields,
  onLoadCurrent
}: {
  /** The last failure of the dialog's save; nothing is shown unless it is a stale-edit refusal. */
  readonly error: unknown
  /** The record as the dialog loaded it. */
  readonly loaded: R | null
  readonly fields: ReadonlyArray<ComparedField<R>>
  /** Starts the form again from the record as it is now (the refusal's `details.current`, as sent) and the version it is at. */
  readonly onLoadCurrent: (current: R | null, version: string | null) => void
}) {
  const stale = staleEditOf(error)
  if (!stale) return null
  const current = stale.current as R | null
  const changes = loaded && current ? whatChanged(loaded, current, fields) : []
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => onLoadCurrent(current, stale.version)}>
          {StaleEditMessages.loadCurrent}
        </Button>
      }
    >
      <AlertTitle>{stale.message}</AlertTitle>
      {changes.length > 0 && (
        <>
          {StaleEditMessages.whatChanged}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {changes.map((change) => (
              <li key={change.label}>
                {change.label}: {change.loaded} → {change.current}
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  )
}
