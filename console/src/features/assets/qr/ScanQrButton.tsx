// Scaffold: replaced by the helper that owns qr/ (session 13 split of issue 29).
export function ScanQrButton() {
  return null
}
