import { Alert, Box, CircularProgress, Stack } from "@mui/material"
import { DryingSettingsMessages } from "@timber/contracts"
import { useMay } from "../../../lib/write-actions"
import { PageHeader } from "../../../ui/PageHeader"
import { useDryingSettings } from "./api/drying-settings"
import { DryingSettingsForm } from "./components/DryingSettingsForm"
import { DryingCostList } from "./components/DryingCostList"
import { RechargeRegister } from "./components/RechargeRegister"
import { SettingsHistory } from "./components/SettingsHistory"

/** Wood Drying Settings (factory spec section 2.4): what a kiln batch's cost is worked out from. */
export default function DryingSettingsPage() {
  const may = useMay()
  const settings = useDryingSettings()
  return (
    <Box>
      <PageHeader title="Wood Drying Settings" subtitle="Oven and operating costs used to cost each drying batch (TZS)" />
      <Stack spacing={3}>
        {settings.isError ? (
          <Alert severity="error">{DryingSettingsMessages.loadFailed}</Alert>
        ) : settings.data ? (
          <DryingSettingsForm settings={settings.data} mayEdit={may("saveDryingSettings")} />
        ) : (
          <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
            <CircularProgress color="secondary" aria-label="Loading drying settings" />
          </Box>
        )}
        <SettingsHistory />
        <DryingCostList />
        {/* the recharges the kiln charges are priced from; corrected or voided by whoever edits these settings */}
        <RechargeRegister mayEdit={may("saveDryingSettings")} />
      </Stack>
    </Box>
  )
}
