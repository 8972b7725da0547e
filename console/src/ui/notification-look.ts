/** Notification type colours (spec section 4): transfers by state, everything else grey. */
export const notificationColor = (type: string): string => {
  switch (type) {
    case "TRANSFER_CREATED":
    case "TRANSFER_IN_TRANSIT":
      return "#2563eb"
    case "TRANSFER_APPROVED":
    case "TRANSFER_COMPLETED":
      return "#16a34a"
    case "TRANSFER_REJECTED":
      return "#dc2626"
    case "TRANSFER_PENDING":
      return "#d97706"
    default:
      return "#64748b"
  }
}
