import { Schema } from "effect"
import type { NumberBound } from "./bounds"
import { boundedNumber, dateField } from "./fields"
import { ValidationMessages } from "./validation-messages"

/**
 * The values a query hands to the database as they arrive in an address or a body: a date, a
 * place in the log. Each is parsed and bounded here, once, so a value JavaScript accepts and
 * PostgreSQL refuses (`-1` read as a date, `2026-02-31`, a position past bigint) is a 400 with a
 * sentence, never a 500 from the database.
 */

/** PostgreSQL's largest bigint: the log's positions and revisions are bigints. */
export const BIGINT_MAX = 9_223_372_036_854_775_807n

/** Digits only, at most as many as bigint has; the value itself is checked against BIGINT_MAX. */
const DIGITS = /^\d{1,19}$/

/**
 * A position in the event log (an audit cursor, the event a projection stopped on): a whole
 * number from 0 to bigint's maximum, written in digits, kept as text so no precision is lost.
 */
export const LogPosition = (label: string) =>
  Schema.String.annotations({ message: () => ValidationMessages.invalid(label) }).pipe(
    Schema.filter((s) => DIGITS.test(s) && BigInt(s) <= BIGINT_MAX, { message: () => ValidationMessages.invalid(label) })
  )

/**
 * A calendar date, or a date and time, as a query filter: a real day (no 31 February) inside the
 * years of `Bounds.date`. The write side's `dateField`, so a filter takes what a form takes.
 */
export const CalendarDate = (label: string) => dateField(label)

/** PostgreSQL's largest integer: a record's version and a page's version are integer columns. */
export const INTEGER_MAX = 2_147_483_647

/** A version number in an address: 1 (the first) up to an integer column's maximum. */
export const VERSION_BOUND: NumberBound = { min: 1, max: INTEGER_MAX, integer: true }

/**
 * A whole number typed in an address (a version, a count), read from its digits and held to its
 * bound: the write side's `boundedNumber`, so the sentences are the form's.
 */
export const WholeNumberParam = (label: string, bound: NumberBound) =>
  Schema.compose(
    Schema.NumberFromString.annotations({ message: () => ValidationMessages.notWholeNumber(label) }),
    boundedNumber(label, { ...bound, integer: true }, { notNumber: ValidationMessages.notWholeNumber(label) })
  )
