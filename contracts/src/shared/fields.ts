import { Schema } from "effect"
import { Bounds, type NumberBound } from "./bounds"
import { ValidationMessages } from "./validation-messages"

/**
 * The field builders of every write body. Each carries its bound from `bounds.ts` as Effect's
 * built-in refinements (so `Arbitrary.make` generates valid values and OpenAPI shows the
 * limits) and a catalogue sentence for each way it can be wrong.
 */

// NUL cannot be stored by PostgreSQL, other C0 controls are never typed; lone surrogates are not text
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/
const CONTROL_IN_NOTES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Text of at most `maxLength` characters; only multi-line text (notes) may hold line breaks and tabs. */
export const boundedText = (label: string, maxLength: number, options: { readonly multiline?: boolean } = {}) =>
  Schema.String.annotations({ message: () => ValidationMessages.notText(label) }).pipe(
    Schema.maxLength(maxLength, { message: () => ValidationMessages.tooLong(label, maxLength) }),
    Schema.filter((s) => !(options.multiline ? CONTROL_IN_NOTES : CONTROL_IN_LINE).test(s) && !LONE_SURROGATE.test(s), {
      message: () => ValidationMessages.controlCharacters(label)
    })
  )

/** Text that must be present and not blank (the spec's message when it is), bounded in length. */
export const nonBlankText = (label: string, requiredMessage: string, maxLength: number = Bounds.text.line) =>
  boundedText(label, maxLength).pipe(
    Schema.minLength(1, { message: () => requiredMessage }),
    Schema.filter((s) => s.trim().length > 0, { message: () => requiredMessage })
  )

/** A required text field: present and not blank (the spec's message), of text type, bounded in length. */
export const requiredText = (label: string, requiredMessage: string, maxLength: number = Bounds.text.line) =>
  Schema.propertySignature(nonBlankText(label, requiredMessage, maxLength)).annotations({ missingMessage: () => requiredMessage })

/** Optional text that may also arrive as null (the console sends null for an empty field); notes by default, so multi-line. */
export const optionalText = (label: string, maxLength: number = Bounds.text.notes, options: { readonly multiline?: boolean } = { multiline: true }) =>
  Schema.optional(Schema.NullOr(boundedText(label, maxLength, options)))

/** Sentences that replace the catalogue's where the spec quotes its own (drying: "minimum 1"). */
export interface NumberMessages {
  readonly notNumber?: string
  readonly notWholeNumber?: string
  readonly belowMin?: string
  readonly aboveMax?: string
}

/** A number within its bound, whole when the bound counts things. */
export const boundedNumber = (label: string, bound: NumberBound, messages: NumberMessages = {}): Schema.Schema<number> => {
  const notNumber = messages.notNumber ?? ValidationMessages.notNumber(label)
  const number = Schema.Number.annotations({ message: () => notNumber }).pipe(Schema.finite({ message: () => notNumber }))
  const counted = bound.integer ? number.pipe(Schema.int({ message: () => messages.notWholeNumber ?? ValidationMessages.notWholeNumber(label) })) : number
  const positive = bound.aboveZero ? counted.pipe(Schema.positive({ message: () => ValidationMessages.notAboveZero(label) })) : counted
  return positive.pipe(
    Schema.greaterThanOrEqualTo(bound.min, { message: () => messages.belowMin ?? ValidationMessages.belowMin(label, bound.min) }),
    Schema.lessThanOrEqualTo(bound.max, { message: () => messages.aboveMax ?? ValidationMessages.aboveMax(label, bound.max) })
  )
}

/** A required number; `missingMessage` is the spec's sentence when it quotes one. */
export const requiredNumber = (label: string, bound: NumberBound, missingMessage: string = ValidationMessages.required(label), messages: NumberMessages = {}) =>
  Schema.propertySignature(boundedNumber(label, bound, messages)).annotations({ missingMessage: () => missingMessage })

/** An optional number that may also arrive as null (the console sends null for an empty field). */
export const optionalNumber = (label: string, bound: NumberBound, messages: NumberMessages = {}) =>
  Schema.optional(Schema.NullOr(boundedNumber(label, bound, messages)))

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/

/** The widest offset from UTC any place keeps (UTC+14, Kiribati); PostgreSQL refuses one past 15:59. */
const MAX_OFFSET_HOURS = 14

/** A real calendar date (or ISO date and time): no 30 February, no hour 25, no offset of +99:99. */
export const isIsoDate = (s: string) => {
  const match = ISO_DATE.exec(s)
  if (!match) return false
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)))
  const date = new Date(0)
  date.setUTCFullYear(year!, month! - 1, day!) // Date.UTC would read years below 100 as 19xx
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours * 60 + offsetMinutes <= MAX_OFFSET_HOURS * 60 &&
    offsetMinutes < 60
  )
}

const yearOf = (s: string) => Number(s.slice(0, 4))

/** A date (or date and time) inside the calendar window of `Bounds.date`; a blank one gets `requiredMessage`. */
export const dateField = (label: string, requiredMessage: string = ValidationMessages.required(label)) =>
  Schema.String.annotations({ message: () => ValidationMessages.notDate(label) })
    .pipe(
      Schema.filter((s) => s.trim().length > 0, { message: () => requiredMessage }),
      Schema.filter(isIsoDate, { message: () => ValidationMessages.notDate(label) }),
      Schema.filter((s) => yearOf(s) >= Bounds.date.minYear && yearOf(s) <= Bounds.date.maxYear, {
        message: () => ValidationMessages.dateOutOfRange(label, Bounds.date.minYear, Bounds.date.maxYear)
      })
    )
    .annotations({
      // random strings are never dates: generate real ones inside the bounds, as a day or an instant
      arbitrary: () => (fc) =>
        fc
          .tuple(
            fc.date({
              min: new Date(Date.UTC(Bounds.date.minYear, 0, 1, 12)),
              max: new Date(Date.UTC(Bounds.date.maxYear, 11, 31, 12)),
              noInvalidDate: true
            }),
            fc.boolean()
          )
          .map(([date, dayOnly]) => (dayOnly ? date.toISOString().slice(0, 10) : date.toISOString()))
    })

/** A required calendar date (or ISO timestamp). */
export const requiredDate = (label: string, requiredMessage: string) =>
  Schema.propertySignature(dateField(label, requiredMessage)).annotations({ missingMessage: () => requiredMessage })

/** One of a fixed set of words (a status, a unit). */
export const oneOf = <const Literals extends ReadonlyArray<string>>(label: string, ...literals: Literals) =>
  Schema.Literal(...literals).annotations({ message: () => ValidationMessages.notOneOf(label, literals) })

/** true or false. */
export const flag = (label: string) => Schema.Boolean.annotations({ message: () => ValidationMessages.notBoolean(label) })

/** A list of at most `max` lines. */
export const boundedList = <S extends Schema.Schema.Any>(label: string, item: S, max: number) =>
  Schema.Array(item)
    .annotations({ message: () => ValidationMessages.notList(label) })
    .pipe(Schema.maxItems<Schema.Array$<S>>(max, { message: () => ValidationMessages.tooManyLines(label, max) }))

export const Id = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(Bounds.text.id))
