import { Autocomplete, TextField } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import type { LotDto } from "@timber/contracts"
import { useState } from "react"
import { lotChoicesQuery, type LotFilters } from "../api/queries/lots"
import { useDebounced } from "../lib/use-server-page"

/**
 * A LOT chooser that asks the server: it shows the list's first page (its
 * filters applied, newest first) and, as the user types, the first page the server finds for
 * the text (`q`: LOT number, supplier, PO number, wood type). It never loads every LOT.
 */
export const LotSearchPicker = ({
  value,
  onChange,
  describe,
  filters,
  label = "LOT Number",
  helperText,
  disabled
}: {
  value: LotDto | null
  onChange: (lot: LotDto) => void
  /** An option's text (LOT number first: a typed LOT number finds it). */
  describe: (lot: LotDto) => string
  filters?: LotFilters
  label?: string
  helperText?: string
  disabled?: boolean
}) => {
  const [typed, setTyped] = useState("")
  const q = useDebounced(typed.trim(), 300)
  const choices = useQuery(lotChoicesQuery(q, filters))
  const found = choices.data ?? []
  // the chosen LOT stays an option while the search shows others
  const options = value && !found.some((lot) => lot.id === value.id) ? [...found, value] : found
  return (
    <Autocomplete
      options={options}
      value={value}
      disabled={disabled}
      openOnFocus
      disableClearable={value !== null}
      loading={choices.isFetching}
      // the server filters: the options are what it found
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(lot) => describe(lot)}
      getOptionKey={(lot) => lot.id}
      onChange={(_event, lot) => {
        if (lot) onChange(lot)
      }}
      onInputChange={(_event, text, reason) => setTyped(reason === "input" ? text : "")}
      noOptionsText={q === "" ? "No LOTs" : `No LOT matches "${q}"`}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  )
}
