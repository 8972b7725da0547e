import { LOT_ALERT_CAPS, type LotAlerts, type Notification, type LotDto } from "@timber/contracts"

/** Spec section 9: the list shows the 8 newest; synthetic receipt alerts are capped 3 + 3 + 2. */
export const TOP_BAR_LIMIT = 8
export const ALERT_CAPS = LOT_ALERT_CAPS

export const LOT_SCREEN = "/dashboard/management/wood-receipt"
export const SLICER_SCREEN = "/dashboard/factory/wood-slicer"
export const TRANSFER_SCREEN = "/dashboard/factory/wood-transfer"

export interface TopBarItem {
  readonly key: string
  readonly type: string
  readonly title: string
  readonly message: string
  readonly at: string
  readonly isRead: boolean
  readonly to: string
}

const when = (r: LotDto) => r.updatedAt ?? r.createdAt

const newestFirst = <T>(items: ReadonlyArray<T>, at: (t: T) => string) => [...items].sort((a, b) => at(b).localeCompare(at(a)))

/**
 * The receipt alerts of spec section 4 "Top-bar synthetic alerts", newest first within each kind.
 * The server picks the LOTs and caps them (GET /management/wood-receipts/alerts, `lotAlerts`):
 * "Awaiting Confirmation" is the receipt measured and not yet confirmed, which the factory spec
 * names PENDING_APPROVAL (RECEIVED is reached by no event: domain/README.md).
 */
export const receiptAlerts = (alerts: LotAlerts | undefined): TopBarItem[] => {
  const pick = (lots: ReadonlyArray<LotDto> | undefined, cap: number) => newestFirst(lots ?? [], when).slice(0, cap)
  const alert = (r: LotDto, type: string, title: string, message: string, to: string): TopBarItem => ({
    key: `${type}:${r.id}`,
    type,
    title,
    message,
    at: when(r),
    isRead: false,
    to
  })
  return [
    ...pick(alerts?.awaitingConfirmation, ALERT_CAPS.awaitingConfirmation).map((r) =>
      alert(
        r,
        "RECEIPT_AWAITING_CONFIRMATION",
        "Awaiting Confirmation",
        `LOT ${r.lotNumber} from ${r.supplier} was received and awaits confirmation`,
        LOT_SCREEN
      )
    ),
    ...pick(alerts?.pendingDelivery, ALERT_CAPS.pendingDelivery).map((r) =>
      alert(r, "RECEIPT_PENDING_DELIVERY", "Pending Delivery", `LOT ${r.lotNumber} from ${r.supplier} is awaiting delivery`, LOT_SCREEN)
    ),
    ...pick(alerts?.slicing, ALERT_CAPS.slicing).map((r) =>
      alert(r, "RECEIPT_SLICING", "Slicing in Progress", `LOT ${r.lotNumber} is being sliced`, SLICER_SCREEN)
    )
  ]
}

/** Where a server notification leads: its link, or the transfer screen for transfer types. */
export const notificationTarget = (n: Notification) => n.linkUrl ?? (n.type.startsWith("TRANSFER_") ? TRANSFER_SCREEN : "/dashboard/notifications")

/**
 * The popover's content: server notifications plus receipt alerts, the 8 newest by
 * time; `total` is the badge figure, counted before the cap.
 */
export const topBarItems = (notifications: ReadonlyArray<Notification>, receipts: LotAlerts | undefined) => {
  const all = [
    ...notifications.map((n): TopBarItem => ({
      key: n.id,
      type: n.type,
      title: n.title,
      message: n.message,
      at: n.createdAt,
      isRead: n.isRead,
      to: notificationTarget(n)
    })),
    ...receiptAlerts(receipts)
  ]
  return { total: all.length, items: newestFirst(all, (i) => i.at).slice(0, TOP_BAR_LIMIT) }
}
