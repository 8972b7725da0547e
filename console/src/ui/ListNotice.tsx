import { Box, Typography } from "@mui/material"
import type { ReactNode } from "react"

/**
 * What a list says in the place of its rows: that it could not be read (`failure`, in the error
 * colour), or that it holds nothing (`title` as a heading and/or `hint` under it).
 */
export const ListNotice = ({ failure, title, hint }: { failure?: ReactNode; title?: ReactNode; hint?: ReactNode }) => (
  <Box sx={{ py: 6, px: 2, textAlign: "center" }}>
    {failure !== undefined && <Typography color="error">{failure}</Typography>}
    {title !== undefined && (
      <Typography variant="h6" component="p">
        {title}
      </Typography>
    )}
    {hint !== undefined && hint !== false && <Typography color="text.secondary">{hint}</Typography>}
  </Box>
)
