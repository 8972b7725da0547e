import { GENERIC_ERROR_MESSAGE } from "@timber/contracts"

/** A failed call as the console sees it: the status and the server's error body, when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
    readonly serverMessage: string | undefined,
    readonly path: string,
    /** The error body's details; a 400 lists its field messages in `details.fields`. */
    readonly details?: unknown
  ) {
    super(serverMessage ?? error ?? GENERIC_ERROR_MESSAGE)
  }
}

/**
 * 404s the spec says never to toast (section 8 "Shared client behaviour"): factory
 * operations, receipts, drying processes, wood-receipt management, the approvals
 * pending count and user-profile paths.
 */
const QUIET_404 = [
  /\/factory\/operations/,
  /receipts/,
  /\/factory\/drying-processes/,
  /\/management\/wood-receipt/,
  /\/management\/approvals\/pending-count/,
  /\/users\/profiles/
]

export const isQuiet404 = (error: unknown) => error instanceof ApiError && error.status === 404 && QUIET_404.some((re) => re.test(error.path))

/** The toast text: the server's message, else its error field, else the client's message, else 'An error occurred'. */
export const errorToastText = (error: unknown, clientMessage?: string): string => {
  if (error instanceof ApiError) return error.serverMessage || error.error || clientMessage || error.message || GENERIC_ERROR_MESSAGE
  if (error instanceof Error && error.message) return clientMessage || error.message
  return clientMessage || GENERIC_ERROR_MESSAGE
}
