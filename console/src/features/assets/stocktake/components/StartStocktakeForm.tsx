import { Autocomplete, Card, CardContent, Stack, TextField, Typography } from "@mui/material"
import { StocktakeMessages } from "@timber/contracts"
import { useMemo, useState } from "react"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { SubmitButton } from "../../../../ui/SubmitButton"
import { useRefreshStocktakes, useStartStocktake, useStocktakes } from "../api/stocktakes"

/**
 * Start a count at one location: the locations counted before are offered, any other may be
 * typed (the register's own locations would mean reading every asset). A count covers one location only: "everything everywhere" is not a walk anyone can do,
 * and its missing list would be every asset not in front of the counter.
 */
export function StartStocktakeForm({ onStarted }: { readonly onStarted: (id: string) => void }) {
  const stocktakes = useStocktakes()
  const [location, setLocation] = useState("")
  const start = useStartStocktake()
  const refresh = useRefreshStocktakes()
  const run = useToastMutation(start)
  const locations = useMemo(
    () => [...new Set((stocktakes.data ?? []).map((s) => s.location.trim()).filter((l) => l !== ""))].sort((a, b) => a.localeCompare(b)),
    [stocktakes.data]
  )
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Start a stocktake
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <Autocomplete
            freeSolo
            options={locations}
            inputValue={location}
            onInputChange={(_, value) => setLocation(value)}
            sx={{ minWidth: 280 }}
            renderInput={(params) => <TextField {...params} label="Location" required size="small" />}
          />
          <SubmitButton
            busy={start.isPending}
            disabled={!location.trim()}
            onClick={() =>
              run(location.trim(), {
                success: StocktakeMessages.started,
                failure: StocktakeMessages.failed,
                then: (s) => void refresh().then(() => onStarted(s.id))
              })
            }
          >
            Start Stocktake
          </SubmitButton>
        </Stack>
      </CardContent>
    </Card>
  )
}
