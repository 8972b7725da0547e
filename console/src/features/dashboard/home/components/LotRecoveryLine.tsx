import { Typography } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import { lotRecoveryQuery } from "../../../../api/queries/lot-recovery"
import { volumeAccountLine } from "../../../../ui/LotVolumeAccount"

/**
 * Under a recent LOT: its volume account in one line, once any of its sleepers was sliced
 * (before that it would only repeat the received volume). A failure to read it shows nothing,
 * like the dashboard's other figures.
 */
export const LotRecoveryLine = ({ lotNumber }: { lotNumber: string }) => {
  const recovery = useQuery({ ...lotRecoveryQuery(lotNumber), retry: false, meta: { silent: true } })
  if (!recovery.data || recovery.data.sliced_sleepers === 0) return null
  return (
    <Typography variant="caption" color="text.secondary" component="span" sx={{ display: "block" }} aria-label={`${lotNumber} volume account`}>
      {volumeAccountLine(recovery.data)}
    </Typography>
  )
}
