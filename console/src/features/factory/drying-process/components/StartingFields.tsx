import { Stack, TextField } from "@mui/material"

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
      <TextField
        label="Starting Humidity (%)"
        type="number"
        fullWidth
        value={form.startingHumidity}
        onChange={(e) => set({ startingHumidity: e.target.value })}
        slotProps={{ htmlInput: { min: 0, max: 100, step: 0.1 } }}
      />
      <TextField
        label="Starting Electricity (kWh)"
        type="number"
        fullWidth
        value={form.startingElectricityUnits}
        onChange={(e) => set({ startingElectricityUnits: e.target.value })}
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
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
