import { fieldMessages } from "@timber/contracts"
import { Either, ParseResult, Schema } from "effect"

/**
 * Forms validate with the contract: the would-be request body is decoded with the very
 * schema the server decodes it with, and each issue lands on the form field its wire
 * path names. The server's 400 answers carry the same `{ path, message }` pairs in
 * `details.fields`, so a refusal lands on the same fields.
 */

/** A form field's message, by form field name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** Which form field each wire field of the body feeds (`total_volume_m3` -> `estimatedVolume`). */
export type FieldMap<F extends string> = Readonly<Record<string, F>>

export interface FieldIssue {
  readonly path: string
  readonly message: string
}

/**
 * One message per field, the first its issues give. The issues have already been through the
 * contract's `fieldMessages`, so each is a catalogue sentence, never schema text.
 */
export const fieldErrorsFrom = <F extends string>(issues: ReadonlyArray<FieldIssue>, fields: FieldMap<F>): FieldErrors<F> => {
  const errors: FieldErrors<F> = {}
  for (const issue of issues) {
    const field = fields[issue.path]
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message
  }
  return errors
}

/** The issues of a failed decode as the server words them in `details.fields`: one catalogue sentence per field. */
export const issuesOf = (error: ParseResult.ParseError): ReadonlyArray<FieldIssue> => fieldMessages(ParseResult.ArrayFormatter.formatErrorSync(error))

/** The body as JSON carries it: a field whose value is undefined is not sent at all (so it is "missing", with its spec message). */
const asSent = (body: unknown) =>
  body !== null && typeof body === "object" && !Array.isArray(body) ? Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) : body

/** Decodes the would-be body with the contract schema; no issue means the server would accept its shape. */
export const contractErrors = <F extends string>(schema: Schema.Schema.AnyNoContext, body: unknown, fields: FieldMap<F>): FieldErrors<F> => {
  const decoded = Schema.decodeUnknownEither(schema, { errors: "all" })(asSent(body))
  return Either.isRight(decoded) ? {} : fieldErrorsFrom(issuesOf(decoded.left), fields)
}

/** The field messages of a 400 answer (`details.fields`), for the fields this form has. */
export const serverFieldErrors = <F extends string>(error: unknown, fields: FieldMap<F>): FieldErrors<F> => {
  const listed = (error as { details?: { fields?: unknown } } | null | undefined)?.details?.fields
  if (!Array.isArray(listed)) return {}
  const issues = listed.filter((i): i is FieldIssue => typeof i?.path === "string" && typeof i?.message === "string")
  // worded again by the catalogue, so even a server that let schema text through shows a sentence
  return fieldErrorsFrom(fieldMessages(issues.map((i) => ({ path: i.path.split("."), message: i.message }))), fields)
}

export const hasErrors = (errors: FieldErrors<string>) => Object.values(errors).some((m) => m !== undefined)

/**
 * Text typed into a number field as the body carries it: empty is absent, plain decimals a number
 * (negative ones too, so the contract says "min 0"), anything else NaN (so it says "must be a
 * number"). The one rule of the domain, shared with the sleeper sheet.
 */
export { typedNumber } from "@timber/domain/calculators/typed-number"
