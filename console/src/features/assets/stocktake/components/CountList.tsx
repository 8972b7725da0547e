import { Card, CardContent, List, ListItem, ListItemText, Typography } from "@mui/material"
import type { ReactNode } from "react"

/** One of the live lists (Found, Missing, Unexpected) with its count in the title. */
export function CountList({
  title,
  items,
  empty
}: {
  readonly title: string
  readonly items: ReadonlyArray<{ key: string; primary: string; secondary?: ReactNode }>
  readonly empty: string
}) {
  const id = `count-${title.toLowerCase()}`
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h3" id={id}>
          {title} ({items.length})
        </Typography>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        ) : (
          <List dense aria-labelledby={id}>
            {items.map((item) => (
              <ListItem key={item.key} disableGutters>
                <ListItemText primary={item.primary} secondary={item.secondary} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  )
}
