import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * The error vocabulary of the whole API. Each class is a tagged value carrying a
 * message a user can act on; the HTTP status lives in the annotation so the API
 * declaration, the OpenAPI document and the wire format agree. On the wire the
 * tag is written as `error` (ARCHITECTURE section 6).
 */
const fields = { message: Schema.String, details: Schema.optional(Schema.Unknown) }

export class ValidationError extends Schema.TaggedError<ValidationError>()("ValidationError", fields, HttpApiSchema.annotations({ status: 400 })) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", fields, HttpApiSchema.annotations({ status: 401 })) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", fields, HttpApiSchema.annotations({ status: 403 })) {}

export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", fields, HttpApiSchema.annotations({ status: 404 })) {}

export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", fields, HttpApiSchema.annotations({ status: 409 })) {}

export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", fields, HttpApiSchema.annotations({ status: 413 })) {}

/** Refused for now; `details.retryAfterSeconds` becomes the Retry-After header (http/wire.ts). */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { message: Schema.String, details: Schema.Struct({ retryAfterSeconds: Schema.Int }) },
  HttpApiSchema.annotations({ status: 429 })
) {}

/** GET /ready: the service is up but should not take traffic yet; `details.checks` says which check failed and why. */
export class NotReady extends Schema.TaggedError<NotReady>()("NotReady", fields, HttpApiSchema.annotations({ status: 503 })) {}

export class BusinessRuleViolation extends Schema.TaggedError<BusinessRuleViolation>()(
  "BusinessRuleViolation",
  fields,
  HttpApiSchema.annotations({ status: 422 })
) {}

/**
 * An edit made on what the user saw is refused because the record changed since (If-Match,
 * item 4): `details.current` is the record as it is now, `details.version` its version, so the
 * console can show what changed and load it.
 */
export class PreconditionFailed extends Schema.TaggedError<PreconditionFailed>()(
  "PreconditionFailed",
  { message: Schema.String, details: Schema.Struct({ current: Schema.Unknown, version: Schema.String }) },
  HttpApiSchema.annotations({ status: 412 })
) {}

/** Errors a decider may return, and a command's refusal of a stale edit. */
export type DomainError = ValidationError | Forbidden | NotFound | Conflict | BusinessRuleViolation | PreconditionFailed

/** The JSON body of every error response. */
export const ErrorBody = Schema.Struct({
  error: Schema.String,
  message: Schema.String,
  details: Schema.optional(Schema.Unknown)
})
export type ErrorBody = typeof ErrorBody.Type

export { GENERIC_ERROR_MESSAGE } from "./generic-error-message"
