import { Box, CircularProgress } from "@mui/material"

export const PageSpinner = () => (
  <Box sx={{ display: "grid", placeItems: "center", minHeight: "50vh" }}>
    <CircularProgress color="secondary" aria-label="Loading" />
  </Box>
)
