import { Box, Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material"
import type { ReactNode } from "react"
import { useNavigate } from "react-router-dom"

export const StatCard = ({
  title,
  value,
  caption,
  icon,
  to,
  accent
}: {
  title: string
  value: ReactNode
  caption: string
  icon: ReactNode
  to?: string
  accent: string
}) => {
  const navigate = useNavigate()
  const body = (
    <CardContent>
      <Stack sx={{ alignItems: "flex-start", justifyContent: "space-between" }} direction="row">
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="h4" component="p" sx={{ my: 0.5 }}>
            {value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        </Box>
        <Box sx={{ bgcolor: `${accent}1a`, color: accent, borderRadius: 2, p: 1, display: "flex" }}>{icon}</Box>
      </Stack>
    </CardContent>
  )
  return (
    <Card sx={{ height: "100%", borderTop: `3px solid ${accent}` }}>
      {to ? (
        <CardActionArea onClick={() => navigate(to)} sx={{ height: "100%" }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  )
}
