import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material"
import type { ReactNode } from "react"
import { Link as RouterLink } from "react-router-dom"

/** A page of its own that tells the user why they are here and offers the way back to the dashboard. */
export const NoticePage = ({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) => (
  <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "background.default", p: 2 }}>
    <Card sx={{ maxWidth: 460 }}>
      <CardContent sx={{ p: 4 }}>
        <Stack sx={{ alignItems: "center", textAlign: "center" }} spacing={2}>
          {icon}
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {children}
          </Typography>
          <Button component={RouterLink} to="/dashboard" variant="contained">
            Back to the dashboard
          </Button>
        </Stack>
      </CardContent>
    </Card>
  </Box>
)
