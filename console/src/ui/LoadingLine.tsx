import { Box, CircularProgress, Typography } from "@mui/material"

/**
 * What a list or panel shows while its answer is on the way, in the place its empty text would
 * take: a screen never says "No stock" or "No notifications" before it knows.
 */
export const LoadingLine = ({ label = "Loading…" }: { readonly label?: string }) => (
  <Box role="status" sx={{ py: 4, display: "flex", gap: 1.5, justifyContent: "center", alignItems: "center" }}>
    <CircularProgress size={20} color="secondary" aria-hidden />
    <Typography color="text.secondary">{label}</Typography>
  </Box>
)
