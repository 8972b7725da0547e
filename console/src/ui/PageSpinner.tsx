import { Box, CircularProgress } from "@mui/material"

export const PageSpinner = () => (
  <Box role="progressbar" aria-label="Loading" sx={{ display: "grid", placeItems: "center", minHeight: "50vh" }}>
    <CircularProgress color="secondary" />
  </Box>
)
