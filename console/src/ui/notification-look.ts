/** Notification type colours (spec section 4): in transit blue, completed green, rejected red, pending amber, any other type grey. */
export const notificationColor = (type: string): string => {
  switch (type) {
    case "TRANSFER_IN_TRANSIT":
      return "#2563eb"
    case "TRANSFER_COMPLETED":
      return "#16a34a"
    case "TRANSFER_REJECTED":
      return "#dc2626"
    case "TRANSFER_PENDING":
      return "#b45309"
    default:
      return "#64748b"
  }
}

/** Who sent a direct message, as the envelope and the Notification Centre show it; null when the system raised it. */
export const senderLine = (notification: { readonly sender?: { readonly name: string } | null }): string | null =>
  notification.sender ? `From ${notification.sender.name}` : null
