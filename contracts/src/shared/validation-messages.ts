/**
 * The catalogue of validation sentences: every field message a schema of this package gives,
 * and the sentences that replace Effect's generic parse text ("Expected …", "is missing") so a
 * user never reads schema text. The spec's own quoted messages live beside their context
 * (`lots/messages.ts`, …); `http/message-catalogue.ts` joins both into one test of membership.
 */
const formatNumber = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 6 })

export const ValidationMessages = {
  notText: (label: string) => `${label} must be text`,
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${formatNumber(max)} characters`,
  tooShort: (label: string, min: number) => `${label} must be at least ${formatNumber(min)} characters`,
  controlCharacters: (label: string) => `${label} must not contain control characters`,
  notNumber: (label: string) => `${label} must be a number`,
  notWholeNumber: (label: string) => `${label} must be a whole number`,
  /** The spec's form ("Estimated volume: min 0"). */
  belowMin: (label: string, min: number) => `${label}: min ${formatNumber(min)}`,
  aboveMax: (label: string, max: number) => `${label}: max ${formatNumber(max)}`,
  notAboveZero: (label: string) => `${label} must be greater than 0`,
  notDate: (label: string) => `${label} must be a date like 2026-11-21`,
  notTimeOfDay: (label: string) => `${label} must be a time of day like 02:30`,
  dateOutOfRange: (label: string, minYear: number, maxYear: number) => `${label} must be between the years ${minYear} and ${maxYear}`,
  notOneOf: (label: string, options: ReadonlyArray<string>) => `${label} must be one of ${options.join(", ")}`,
  notBoolean: (label: string) => `${label} must be true or false`,
  notEmail: (label: string) => `${label} must be a valid email address`,
  notList: (label: string) => `${label} must be a list`,
  tooManyLines: (label: string, max: number) => `${label} may have at most ${formatNumber(max)} lines`,
  invalid: (label: string) => `${label} is not valid`,
  notAField: (label: string) => `${label} is not a field of this form`,
  notAnObject: "The request body must be a JSON object with the form's fields",
  notJson: "The request body is not valid JSON",
  requestInvalid: "The request is not valid"
} as const

const LABEL = "\u0001"
const NUMBER = "\u0002"
const LIST = "\u0003"

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A label: words a person reads, never schema punctuation. */
const labelPattern = '[A-Za-z][^{}<>"\\n]{0,80}?'
const numberPattern = "-?[\\d,]+(?:\\.\\d+)?"
const listPattern = '[^{}<>"\\n]{1,400}'

/** Turns a template called with placeholders into a pattern matching every sentence it can make. */
export const templatePattern = (sentence: string) =>
  new RegExp(`^${escape(sentence).replaceAll(LABEL, labelPattern).replaceAll(NUMBER, numberPattern).replaceAll(LIST, listPattern)}$`)

type Template = string | ((...args: ReadonlyArray<never>) => string)

/**
 * The patterns of a set of sentences: a plain sentence matches itself; a template is called
 * with placeholders (a label first; numbers, or any words for a spec template's arguments).
 * A template that cannot take a placeholder (it computes with a number) is left out.
 */
export const sentencePatterns = (templates: Readonly<Record<string, Template>>, options: { readonly numbers: boolean }): ReadonlyArray<RegExp> =>
  Object.values(templates).flatMap((template) => {
    if (typeof template === "string") return [templatePattern(template)]
    const call = template as (...args: ReadonlyArray<unknown>) => string
    const rest = Array.from({ length: Math.max(0, call.length - 1) }, () =>
      template === ValidationMessages.notOneOf ? [LIST] : options.numbers ? NUMBER : LIST
    )
    try {
      return [templatePattern(call(options.numbers ? LABEL : LIST, ...rest))]
    } catch {
      return []
    }
  })
