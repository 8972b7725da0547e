// Scaffold: replaced by the helper that owns this folder (session 13 split of issue 29).
export default function AssetDetailPage() {
  return <p>Asset</p>
}
