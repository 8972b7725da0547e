import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material"
import LockIcon from "@mui/icons-material/Lock"
import { Link as RouterLink } from "react-router-dom"

export default function UnauthorizedPage() {
  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "background.default", p: 2 }}>
      <Card sx={{ maxWidth: 460 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack sx={{ alignItems: "center", textAlign: "center" }} spacing={2}>
            <LockIcon color="secondary" sx={{ fontSize: 48 }} />
            <Typography variant="h5" component="h1">
              Unauthorized Access
            </Typography>
            <Typography color="text.secondary">You do not have permission to open this page. Ask an administrator if you need it.</Typography>
            <Button component={RouterLink} to="/dashboard" variant="contained">
              Back to the dashboard
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}
