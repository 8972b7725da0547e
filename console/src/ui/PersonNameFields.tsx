import { Stack, TextField } from "@mui/material"
import type { ContractForm } from "../lib/use-contract-form"

type PersonName = { readonly firstName: string; readonly lastName: string }

/** A person's first and last name side by side (stacked on a phone), with the contract's messages. */
export const PersonNameFields = ({
  name,
  fieldProps,
  onChange
}: {
  name: PersonName
  fieldProps: ContractForm<keyof PersonName>["fieldProps"]
  onChange: (patch: Partial<PersonName>) => void
}) => (
  <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
    <TextField fullWidth label="First name" value={name.firstName} onChange={(e) => onChange({ firstName: e.target.value })} {...fieldProps("firstName")} />
    <TextField fullWidth label="Last name" value={name.lastName} onChange={(e) => onChange({ lastName: e.target.value })} {...fieldProps("lastName")} />
  </Stack>
)
