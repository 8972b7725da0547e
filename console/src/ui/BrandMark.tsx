import { Box } from "@mui/material"

/** The Timber Works mark: stacked planks on slate. */
export const BrandMark = ({ size = 32 }: { size?: number }) => (
  <Box component="svg" viewBox="0 0 32 32" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
    <rect width="32" height="32" rx="7" fill="#1e293b" />
    <path d="M8 22h16M10 16h12M12 10h8" stroke="#dc2626" strokeWidth="3" strokeLinecap="round" />
  </Box>
)
