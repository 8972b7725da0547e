import { entityTag } from "@timber/contracts"
import { ApiError } from "./api-error"

/**
 * Edits carry the version of the record the user loaded: the If-Match header
 * of a typed call, or nothing when the screen has no version (the write is then unchecked).
 */
export const ifMatch = (version: string | null | undefined): { readonly "if-match"?: string } => (version ? { "if-match": entityTag(version) } : {})

/** An edit refused because the record changed since it was loaded: the server's sentence and the record as it is now. */
export interface StaleEdit {
  readonly message: string
  readonly current: Readonly<Record<string, unknown>> | null
  readonly version: string | null
}

/** The stale-edit refusal (412 PreconditionFailed) an error is, or null when it is another failure. */
export const staleEditOf = (error: unknown): StaleEdit | null => {
  if (!(error instanceof ApiError) || error.status !== 412) return null
  const details = (error.details ?? {}) as { current?: unknown; version?: unknown }
  const current = details.current !== null && typeof details.current === "object" ? (details.current as Record<string, unknown>) : null
  return { message: error.message, current, version: typeof details.version === "string" ? details.version : null }
}
