import { Stack, TextField } from "@mui/material"
import { NumberField } from "../../../../ui/NumberField"

/** What a batch starts from, as typed: the same boxes when it is started and when an admin edits it. */
export interface StartingValues {
  readonly startingHumidity: string
  readonly startingElectricityUnits: string
  readonly startTime: string
  readonly notes: string
}

/** Starting humidity and meter, start time and notes (factory spec section 5, New drying process and Edit process). */
export const StartingFields = ({ form, set }: { form: StartingValues; set: (change: Partial<StartingValues>) => void }) => (
  <>
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <NumberField
        label="Starting Humidity (%)"
        fullWidth
        max={100}
        step={0.1}
        value={form.startingHumidity}
        onChange={(startingHumidity) => set({ startingHumidity })}
      />
      <NumberField
        label="Starting Electricity (kWh)"
        fullWidth
        step={0.01}
        value={form.startingElectricityUnits}
        onChange={(startingElectricityUnits) => set({ startingElectricityUnits })}
      />
    </Stack>
    <TextField
      label="Start Time"
      type="datetime-local"
      value={form.startTime}
      onChange={(e) => set({ startTime: e.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
    <TextField label="Notes" multiline minRows={2} value={form.notes} onChange={(e) => set({ notes: e.target.value })} />
  </>
)
