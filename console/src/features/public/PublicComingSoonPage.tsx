import { Box, Button, Stack, Typography } from "@mui/material"
import { Link as RouterLink } from "react-router-dom"
import { BrandMark } from "../../ui/BrandMark"

export default function PublicComingSoonPage() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "grid",
        placeItems: "center",
        background: "linear-gradient(135deg, #0f172a 0%, #1e293b 60%, #7f1d1d 100%)",
        color: "#fff",
        p: 3
      }}
    >
      <Stack sx={{ alignItems: "center", textAlign: "center" }} spacing={2}>
        <BrandMark size={64} />
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          Timber Works
        </Typography>
        <Typography sx={{ color: "#cbd5e1", maxWidth: 520 }}>Quality Tanzanian timber, sleepers and planks. Our new website is coming soon.</Typography>
        <Button component={RouterLink} to="/login" variant="contained" color="secondary">
          Staff sign in
        </Button>
      </Stack>
    </Box>
  )
}
