import { Card, CardContent, CardHeader, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from "@mui/material"
import { useNavigate } from "react-router-dom"
import { OverflowText } from "../../../../ui/OverflowText"
import type { OngoingDrying } from "../ongoing-drying"

const DRYING_SCREEN = "/dashboard/factory/drying-process"

export const OngoingDryingCard = ({ batches }: { batches: ReadonlyArray<OngoingDrying> }) => {
  const navigate = useNavigate()
  return (
    <Card sx={{ height: "100%" }}>
      <CardHeader title="Ongoing Drying Processes" slotProps={{ title: { variant: "h6", component: "h2" } }} />
      <CardContent sx={{ pt: 0 }}>
        {batches.length === 0 ? (
          <Stack sx={{ py: 2 }}>
            <Typography color="text.secondary">No ongoing drying processes. Start a new drying process!</Typography>
          </Stack>
        ) : (
          <List disablePadding aria-label="Ongoing drying processes">
            {batches.map((p) => (
              <ListItem key={p.id} disablePadding divider>
                <ListItemButton onClick={() => navigate(DRYING_SCREEN)}>
                  <ListItemText
                    primary={<OverflowText text={p.batchNumber} sx={{ fontWeight: 700 }} />}
                    secondary={`${p.woodType} · ${p.pieceCount} pcs · ${p.latestHumidity === null ? "No readings" : `${p.latestHumidity.toFixed(1)}% humidity`} · ${p.readingCount} reading${p.readingCount === 1 ? "" : "s"}`}
                  />
                  <Chip size="small" label={p.status === "ACTIVE" ? "Active" : "In Progress"} color="info" sx={{ fontWeight: 600 }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  )
}
