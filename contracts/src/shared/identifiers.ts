import { Schema } from "effect"
import { boundedText } from "./fields"
import { ValidationMessages } from "./validation-messages"

/**
 * Identifiers and names as one definition: two spellings that render alike are
 * one value. A value is stored in its normal form (what the user typed, after `normalizeIdentifier`)
 * and compared by its key (`identifierKey`: the normal form, case-folded). contracts/README.md
 * "Identifiers that look equal are equal" says why.
 */

/** Bidirectional controls (ALM, LRM, RLM, LRE…RLO, LRI…PDI): they reorder what is shown, so a name holding one is refused. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u
/** Format characters (Unicode Cf: zero-width space and joiners, soft hyphen, word joiner, BOM, …): invisible, so removed. */
const FORMAT = /\p{Cf}/gu
/** Hyphens that render as "-" and that NFKC leaves apart (hyphen, non-breaking hyphen, figure dash, en dash, minus sign). */
const HYPHEN_LOOK_ALIKE = /[\u2010-\u2013\u2212\uFE63]/gu
const WHITESPACE_RUN = /\s+/gu

/** True when the text holds a bidirectional control character. */
export const hasBidiControl = (text: string) => BIDI_CONTROL.test(text)

/**
 * The normal form a value is stored in: format characters removed, NFKC (fullwidth and other
 * compatibility forms, no-break spaces), hyphen look-alikes as "-", whitespace collapsed to one
 * space and trimmed. Idempotent.
 */
export const normalizeIdentifier = (text: string): string =>
  text.replace(FORMAT, "").normalize("NFKC").replace(FORMAT, "").replace(HYPHEN_LOOK_ALIKE, "-").replace(WHITESPACE_RUN, " ").trim()

/** The comparison key: the normal form case-folded (lower case). Two values with one key are the same identifier. */
export const identifierKey = (text: string): string => normalizeIdentifier(text).toLowerCase()

/** True when the text is already in its normal form and not empty. */
export const isNormalIdentifier = (text: string) => text.length > 0 && normalizeIdentifier(text) === text

/** What a person types: bounded text without control or bidirectional control characters. */
const typedName = (label: string, maxLength: number) =>
  boundedText(label, maxLength).pipe(Schema.filter((text) => !hasBidiControl(text), { message: () => ValidationMessages.controlCharacters(label) }))

/**
 * A name or identifier in a write body: text of at most `maxLength` characters without control
 * or bidirectional control characters, decoded to its normal form; `emptyMessage` when nothing
 * is left after normalising (a zero-width space alone is blank).
 */
export const identifierText = (label: string, maxLength: number, emptyMessage: string) =>
  Schema.transform(
    typedName(label, maxLength),
    Schema.String.pipe(
      Schema.filter((text) => text.trim().length > 0, { message: () => emptyMessage }),
      Schema.filter(isNormalIdentifier, {
        message: () => ValidationMessages.invalid(label),
        // a generated body is already normal: what decodes is what was generated
        arbitrary: () => (fc) =>
          fc
            .string({ minLength: 1, maxLength })
            .map(normalizeIdentifier)
            .filter((text) => text.length > 0)
      })
    ),
    { strict: true, decode: normalizeIdentifier, encode: (text) => text }
  )

/** A required name or identifier; `requiredMessage` when it is missing, blank, or blank after normalising. */
export const requiredIdentifier = (label: string, requiredMessage: string, maxLength: number) =>
  Schema.propertySignature(identifierText(label, maxLength, requiredMessage)).annotations({ missingMessage: () => requiredMessage })

/** A name that may be left out (a last name, a contact person); blank after normalising is an empty name. */
export const optionalNameText = (label: string, maxLength: number) =>
  Schema.transform(
    typedName(label, maxLength),
    Schema.String.pipe(
      Schema.filter((text) => normalizeIdentifier(text) === text, {
        message: () => ValidationMessages.invalid(label),
        arbitrary: () => (fc) => fc.string({ maxLength }).map(normalizeIdentifier)
      })
    ),
    { strict: true, decode: normalizeIdentifier, encode: (text) => text }
  )
