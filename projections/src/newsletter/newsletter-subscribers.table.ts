export interface NewsletterSubscribersTable {
  id: string
  /** the address as the event holds it: AES-256-GCM under the subscriber's key (erasure_keys); the read side decrypts, never stores it in the clear */
  email_ciphertext: string
  source: string
  /** active | unsubscribed */
  status: string
  subscribed_at: string
  /** bigint: read back as text; the place of the sign-up in the log (newest first) */
  log_position: string | number | bigint
  /** The subscriber stream's revision (migration 20261207_1200): what a delete carries in If-Match. */
  version: string | null
}
