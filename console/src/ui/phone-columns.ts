import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid"
import { useMemo } from "react"
import { usePhone } from "./use-phone"

/** The narrowest the row's name may get on a phone before it ends in "…". */
const PHONE_NAME_MIN_WIDTH = 72

/**
 * A table on a phone (below the `sm` breakpoint) keeps only the columns a user needs to pick a row and act on
 * it: the row's name (the first field of `phoneFields`, which takes the width left over), the others named in
 * `phoneFields` at their own width, and Actions. Everything else comes back from `sm` up, and each screen
 * offers the whole row one tap away (traceability, request details, Load). So Status and the row's actions
 * stay on screen at 390 px instead of scrolling off to the right.
 */
export const usePhoneColumns = <R extends GridValidRowModel>(columns: ReadonlyArray<GridColDef<R>>, phoneFields: ReadonlyArray<string>): GridColDef<R>[] => {
  const phone = usePhone()
  return useMemo(() => {
    if (!phone) return [...columns]
    const [name] = phoneFields
    return columns
      .filter((column) => column.field === "actions" || phoneFields.includes(column.field))
      .map((column) => (column.field === name ? { ...column, width: undefined, flex: 1, minWidth: PHONE_NAME_MIN_WIDTH } : column))
  }, [phone, columns, phoneFields])
}
