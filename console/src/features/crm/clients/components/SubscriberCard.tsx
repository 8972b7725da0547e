import { Card, CardContent, Stack, Typography } from "@mui/material"
import type { Subscriber } from "@timber/contracts"
import type { ReactNode } from "react"
import { formatDateTime } from "../../../../lib/format"
import { wrapAnywhere } from "../../../../ui/OverflowText"
import { SubscriberStatusChip } from "./SubscriberStatusChip"

/** One subscriber on a phone: the table's columns stacked, its actions at the end. */
export const SubscriberCard = ({ subscriber, actions }: { subscriber: Subscriber; actions: ReactNode }) => (
  <Card variant="outlined" component="article" aria-label={`Subscriber ${subscriber.email}`}>
    <CardContent sx={{ pb: "12px !important" }}>
      <Typography variant="body1" sx={{ fontWeight: 600, ...wrapAnywhere }}>
        {subscriber.email}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }} useFlexGap>
        <SubscriberStatusChip status={subscriber.status} />
        <Typography variant="body2" color="text.secondary">
          {subscriber.source} · {formatDateTime(subscriber.subscribedAt)}
        </Typography>
        <Stack direction="row" sx={{ ml: "auto" }}>
          {actions}
        </Stack>
      </Stack>
    </CardContent>
  </Card>
)
