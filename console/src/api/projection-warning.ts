import { ConsistencyHeaders } from "@timber/contracts"
import { enqueueSnackbar } from "notistack"

/**
 * A write answered with X-Projection-Warning: it was saved, but a stopped read model will not
 * show it. The user is told so (a warning toast) instead of wondering where their change went.
 */
export const warnWhenHidden = (headers: Readonly<Record<string, string>>) => {
  const warning = headers[ConsistencyHeaders.projectionWarning]
  if (warning) enqueueSnackbar(warning, { variant: "warning", preventDuplicate: true })
}
