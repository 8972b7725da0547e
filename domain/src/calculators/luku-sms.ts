import { ElectricityMessages } from "@timber/contracts"
import { Data, Either } from "effect"

/**
 * The LUKU (TANESCO prepaid electricity) recharge SMS a kiln operator forwards, read into the
 * token, the kWh bought and the amount paid in TZS (factory spec sections 3 and 7
 * item 3). The messages come from M-Pesa, Tigo Pesa/Mixx, Airtel Money, HaloPesa, bank apps and
 * agents, in English and Swahili; none of them shares a layout, so the parser reads words, not
 * lines:
 *
 * - the token is the one run of 20 digits, in groups of 4 separated by spaces or dashes (one
 *   kind throughout) or run together, never part of a longer run of digits;
 * - every other number is bound to the label beside it — a currency (TZS, Tsh, TSH, Tshs, /=,
 *   "Amount", "Amt") or a unit (Units, Unit, kWh in any case) — before or after it, with or
 *   without a space: the labels are paired with numbers left to right, so "TZS 10,000 Units 38.4"
 *   and "10,000 TZS 38.4 kWh" both read right;
 * - dates and times are no numbers;
 *   (a number's clause ends at a line break, a ";", a "." or "," before a space, or the number
 *   before it);
 * - a run of 9 or more digits without separators (a meter number of 11 digits, a phone number,
 *   a reference) is never a number here: it can never be the token, the kWh or the amount;
 * - an amount whose clause names VAT, EWURA, REA, a debt, a balance or a fee is not the amount
 *   paid; among the rest the first one labelled as paid (amount, paid, total, kiasi, umelipa,
 *   malipo, jumla, gharama…) wins, else the first.
 *
 * Anything else is a `LukuSmsUnreadable` value saying what is missing; the parser never throws.
 */
export interface LukuRecharge {
  /** The 20 digits in groups of 4: "1234-5678-9012-3456-7890". */
  readonly token: string
  readonly kwhAmount: number
  /** TZS */
  readonly totalPaid: number
}

/** The refusals, in contracts (the console shows them): empty, no token, two tokens, no units, no amount. */
export const LukuSmsMessages = {
  empty: ElectricityMessages.smsRequired,
  noToken: ElectricityMessages.noToken,
  twoTokens: ElectricityMessages.twoTokens,
  noUnits: ElectricityMessages.noUnits,
  noAmount: ElectricityMessages.noAmount
} as const

export class LukuSmsUnreadable extends Data.TaggedError("LukuSmsUnreadable")<{ readonly message: string }> {}

/**
 * 20 digits, in groups of 4 with one separator throughout (a space or a dash) or none, not
 * followed by another such group (then the token is ambiguous) — unless that group is a number
 * of units or an amount ("… 7890 1000 Units").
 */
const TOKEN = /(?<!\d)\d{4}([ -]?)\d{4}(?:\1\d{4}){3}(?!\d)(?!\1\d{4}(?!\d|[.,]\d|\s?(?:units?|kwh|tzs|tshs?|\/=)))/gi
const TOKEN_KEYWORD = /(token|tokeni|luku)\W{0,3}$/i

type Label = "money" | "energy"
type Part =
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "label"; readonly label: Label; readonly word: string }
  | { readonly kind: "word"; readonly word: string }
  | { readonly kind: "break" }

const MONEY_WORDS = new Set(["tzs", "tsh", "tshs", "sh", "amount", "amt", "/="])
const ENERGY_WORDS = new Set(["units", "unit", "kwh", "uniti"])
/** A clause naming one of these is a charge or a balance, not what was paid. */
const NOT_PAID = new Set([
  "vat",
  "ewura",
  "rea",
  "debt",
  "deni",
  "balance",
  "bal",
  "salio",
  "fee",
  "fees",
  "ada",
  "charge",
  "charges",
  "makato",
  "tax",
  "kodi",
  "levy",
  "commission",
  "kamisheni"
])
const PAID = new Set([
  "amount",
  "amt",
  "paid",
  "total",
  "kiasi",
  "umelipa",
  "malipo",
  "jumla",
  "gharama",
  "cost",
  "purchase",
  "purchased",
  "umenunua",
  "bought",
  "lipa"
])
/** How many words before a number its clause is read for. */
const CONTEXT = 4

/** Dates and times ("15/11/2026 14:32", "2026-11-15") are neither amounts nor units. */
const DATE_TIME = /\d{1,4}[/-]\d{1,2}[/-]\d{1,4}|\d{1,2}:\d{2}(?::\d{2})?/g

const PART = /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(%?)|(\/=)|([A-Za-z]+)|(\r?\n|[;|]|[.,](?=\s|$))/g

const partsOf = (text: string): ReadonlyArray<Part> => {
  const parts: Part[] = []
  for (const m of text.matchAll(PART)) {
    const [, number, percent, slashEquals, word, brk] = m
    if (number !== undefined) {
      const digits = number.replace(/,/g, "")
      // a percentage, or a meter / phone / reference number: never an amount or units
      if (percent || (!number.includes(",") && /^\d{9,}/.test(digits))) parts.push({ kind: "word", word: "#" })
      else parts.push({ kind: "number", value: Number(digits) })
    } else if (slashEquals !== undefined) parts.push({ kind: "label", label: "money", word: "/=" })
    else if (word !== undefined) {
      const lower = word.toLowerCase()
      if (MONEY_WORDS.has(lower)) parts.push({ kind: "label", label: "money", word: lower })
      else if (ENERGY_WORDS.has(lower)) parts.push({ kind: "label", label: "energy", word: lower })
      else parts.push({ kind: "word", word: lower })
    } else if (brk !== undefined) {
      // "Tsh. 10,000", "Amt. 5,000": a dot after a label is an abbreviation, not the clause's end
      const last = parts[parts.length - 1]
      if (!(last?.kind === "label" && brk === ".")) parts.push({ kind: "break" })
    }
  }
  return parts
}

interface Bound {
  readonly label: Label
  readonly value: number
  /** The words before it, back to the clause's start or the number before it. */
  readonly context: ReadonlyArray<string>
}

/** Pairs labels and numbers left to right: a number takes the label right after it, else a label takes the number right after it. */
const boundNumbers = (parts: ReadonlyArray<Part>): ReadonlyArray<Bound> => {
  const bound: Bound[] = []
  const used = new Set<number>()
  const contextBefore = (start: number) => {
    const words: string[] = []
    for (let i = start - 1; i >= 0 && start - i <= CONTEXT; i--) {
      const part = parts[i]!
      if (part.kind === "break" || part.kind === "number") break
      words.push(part.word)
    }
    return words
  }
  for (let i = 0; i < parts.length - 1; i++) {
    if (used.has(i) || used.has(i + 1)) continue
    const here = parts[i]!
    const next = parts[i + 1]!
    if (here.kind === "number" && next.kind === "label") {
      bound.push({ label: next.label, value: here.value, context: contextBefore(i) })
    } else if (here.kind === "label" && next.kind === "number") {
      bound.push({ label: here.label, value: next.value, context: [here.word, ...contextBefore(i)] })
    } else continue
    used.add(i)
    used.add(i + 1)
  }
  return bound
}

const tokenOf = (text: string): Either.Either<{ readonly token: string; readonly rest: string }, LukuSmsUnreadable> => {
  const found = [...text.matchAll(TOKEN)].map((m) => ({ digits: m[0].replace(/\D/g, ""), at: m.index, length: m[0].length }))
  if (found.length === 0) return Either.left(new LukuSmsUnreadable({ message: LukuSmsMessages.noToken }))
  const distinct = new Set(found.map((f) => f.digits))
  let digits = found[0]!.digits
  if (distinct.size > 1) {
    const named = found.filter((f) => TOKEN_KEYWORD.test(text.slice(Math.max(0, f.at - 24), f.at)))
    const namedDigits = new Set(named.map((f) => f.digits))
    if (namedDigits.size !== 1) return Either.left(new LukuSmsUnreadable({ message: LukuSmsMessages.twoTokens }))
    digits = named[0]!.digits
  }
  // the token's digits (every copy) leave the text before its numbers are read
  let rest = text
  for (const f of found) rest = rest.slice(0, f.at) + " ".repeat(f.length) + rest.slice(f.at + f.length)
  return Either.right({ token: digits.match(/\d{4}/g)!.join("-"), rest })
}

const isPaid = (b: Bound) => !b.context.some((w) => NOT_PAID.has(w))

export const parseLukuSms = (sms: string): Either.Either<LukuRecharge, LukuSmsUnreadable> => {
  const text = typeof sms === "string" ? sms.replace(/[\u00a0\u2007\u202f]/g, " ") : ""
  if (text.trim() === "") return Either.left(new LukuSmsUnreadable({ message: LukuSmsMessages.empty }))
  return Either.flatMap(tokenOf(text), ({ token, rest }) => {
    const bound = boundNumbers(partsOf(rest.replace(DATE_TIME, " "))).filter((b) => Number.isFinite(b.value) && b.value > 0 && isPaid(b))
    const kwh = bound.find((b) => b.label === "energy")
    if (kwh === undefined) return Either.left(new LukuSmsUnreadable({ message: LukuSmsMessages.noUnits }))
    const amounts = bound.filter((b) => b.label === "money")
    const paid = amounts.find((b) => b.context.some((w) => PAID.has(w))) ?? amounts[0]
    if (paid === undefined) return Either.left(new LukuSmsUnreadable({ message: LukuSmsMessages.noAmount }))
    return Either.right({ token, kwhAmount: kwh.value, totalPaid: paid.value })
  })
}
