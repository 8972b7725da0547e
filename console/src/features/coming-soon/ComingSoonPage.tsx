import { Card, CardContent, Stack, Typography } from "@mui/material"
import ConstructionIcon from "@mui/icons-material/Construction"
import { PageHeader } from "../../ui/PageHeader"

/** Screens of later milestones: the menu entry exists, the page says so plainly. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center", py: 4, justifyContent: "center" }}>
            <ConstructionIcon color="secondary" fontSize="large" />
            <Typography color="text.secondary">{title} is coming soon in Timber Works.</Typography>
          </Stack>
        </CardContent>
      </Card>
    </>
  )
}
