import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { LukuSmsMessages, parseLukuSms } from "./luku-sms"

const T = "5123-4567-8901-2345-6789"

/** Real layouts staff forward (numbers changed): who sends it, the text, what it must read. */
const SAMPLES: ReadonlyArray<readonly [string, string, { token: string; kwhAmount: number; totalPaid: number }]> = [
  [
    "M-Pesa, English",
    "QKF3H8J2LM Confirmed. TZS 10,000.00 paid to LUKU for meter 04312345678 on 15/11/26 at 10:42 AM. Token 5123 4567 8901 2345 6789. Units 38.4 kWh. VAT TZS 1,525.42 EWURA TZS 91.74 REA TZS 305.08. New M-Pesa balance is TZS 54,300.00.",
    { token: T, kwhAmount: 38.4, totalPaid: 10000 }
  ],
  [
    "M-Pesa, Swahili",
    "QKF3H8J2LM Imethibitishwa. Umelipa Tsh 20,000 kwa LUKU mita 04312345678. Tokeni: 5123-4567-8901-2345-6789 Uniti 76.9KWH. Salio jipya la M-Pesa ni Tsh 3,450.",
    { token: T, kwhAmount: 76.9, totalPaid: 20000 }
  ],
  [
    "Tigo Pesa",
    "Umenunua LUKU kiasi cha TSH 5,000. Token 51234567890123456789 Units 19.2 Kwh Meter 43012345678 Kumbukumbu: 8811223344. Salio TSH 12,000",
    { token: "5123-4567-8901-2345-6789", kwhAmount: 19.2, totalPaid: 5000 }
  ],
  [
    "Mixx by Yas",
    "Mixx: Malipo ya LUKU TZS 15000 yamefanikiwa.\nMita: 04312345678\nTOKEN: 5123 4567 8901 2345 6789\nKWH: 57.6\nVAT: TZS 2288.14\nSalio: TZS 1,200",
    { token: T, kwhAmount: 57.6, totalPaid: 15000 }
  ],
  [
    "Airtel Money, English",
    "Trans ID: MP231115.1042.A12345. You have paid Tsh 30,000.00 to TANESCO LUKU meter 04312345678. Token: 5123-4567-8901-2345-6789, 115.3 Units. Your balance is Tsh 2,000.00",
    { token: T, kwhAmount: 115.3, totalPaid: 30000 }
  ],
  [
    "Airtel Money, Swahili",
    "Muamala: 12345678. Umelipia LUKU 04312345678 Tsh 10,000 Tokeni 5123 4567 8901 2345 6789 kWh 38.40 Ada Tsh 0 Salio Tsh 900",
    { token: T, kwhAmount: 38.4, totalPaid: 10000 }
  ],
  [
    "HaloPesa",
    "HaloPesa: LUKU purchase successful. Meter No:04312345678 Token:51234567890123456789 Units:38.4 Amount:TZS10,000.00 VAT:TZS1,525.42 Debt:TZS0.00",
    { token: T, kwhAmount: 38.4, totalPaid: 10000 }
  ],
  [
    "CRDB SimBanking",
    "CRDB: LUKU payment of TZS 50,000.00 successful. Meter 04312345678. TOKEN 5123-4567-8901-2345-6789 UNITS 192.5KWH. Charges TZS 500.00. Ref 23111512345",
    { token: T, kwhAmount: 192.5, totalPaid: 50000 }
  ],
  [
    "NMB Mobile",
    "NMB: Umenunua umeme LUKU. Mita 04312345678 Kiasi TSH 25,000.00 Tokeni 5123-4567-8901-2345-6789 Uniti 96.1 kWh Makato TSH 300.00",
    { token: T, kwhAmount: 96.1, totalPaid: 25000 }
  ],
  [
    "Selcom agent",
    "SELCOM LUKU METER 04312345678 TOKEN 5123 4567 8901 2345 6789 UNITS 38.4 AMT 10000.00 TZS VAT 1525.42 EWURA 91.74 REA 305.08 DEBT 0.00 RCPT 987654",
    { token: T, kwhAmount: 38.4, totalPaid: 10000 }
  ],
  [
    "Maxmalipo agent",
    "MaxMalipo: TANESCO Token: 5123-4567-8901-2345-6789 Meter: 04312345678 Units: 38.4 kWh Amount: 10,000 TZS Date: 2026-11-15 10:42",
    { token: T, kwhAmount: 38.4, totalPaid: 10000 }
  ],
  ["amount after, units before the number", "LUKU 04312345678: 10,000/= TOKEN 51234567890123456789 KWH 38.4", { token: T, kwhAmount: 38.4, totalPaid: 10000 }],
  ["units straight after the amount", "Token 5123-4567-8901-2345-6789 TZS 10,000 Units 38.4", { token: T, kwhAmount: 38.4, totalPaid: 10000 }],
  [
    "amount after its number, then the units",
    "Meter 04312345678 Token 5123 4567 8901 2345 6789 10,000 TZS 38.4 kWh",
    { token: T, kwhAmount: 38.4, totalPaid: 10000 }
  ],
  ["meter number right beside the token", "LUKU 04312345678 5123 4567 8901 2345 6789 Units 12.75 Tsh. 3,500", { token: T, kwhAmount: 12.75, totalPaid: 3500 }],
  [
    "VAT first, then the amount paid",
    "VAT TZS 3,050.85; EWURA TZS 183.48; REA TZS 610.17; Total paid TZS 20,000. Token 5123-4567-8901-2345-6789 Units 76.8",
    { token: T, kwhAmount: 76.8, totalPaid: 20000 }
  ],
  [
    "a debt recovered is not the amount paid",
    "Deni TZS 2,000.00 limekatwa. Umelipa TZS 12,000.00 Tokeni 5123 4567 8901 2345 6789 Uniti 38.4 kWh",
    { token: T, kwhAmount: 38.4, totalPaid: 12000 }
  ],
  [
    "large amount with decimals",
    "Payment TZS 1,250,000.50 LUKU Token 5123-4567-8901-2345-6789 Units 4,800.2 kWh",
    { token: T, kwhAmount: 4800.2, totalPaid: 1250000.5 }
  ],
  [
    "the same token twice",
    "Token 5123-4567-8901-2345-6789 Units 38.4 TZS 10000. Rudia token: 51234567890123456789",
    { token: T, kwhAmount: 38.4, totalPaid: 10000 }
  ],
  [
    "Equity bank app, one line each",
    "Equity: LUKU\nMeter: 43012345678\nToken: 5123 4567 8901 2345 6789\nUnits: 38.4\nAmount: TSH 10,000.00\nVAT: TSH 1,525.42\nEWURA: TSH 91.74\nREA: TSH 305.08",
    { token: T, kwhAmount: 38.4, totalPaid: 10000 }
  ],
  ["lower-case units after a space, Tsh after", "token 5123-4567-8901-2345-6789 38.4 units 10000 tsh", { token: T, kwhAmount: 38.4, totalPaid: 10000 }]
]

const REFUSED: ReadonlyArray<readonly [string, string, string]> = [
  ["empty", "   ", LukuSmsMessages.empty],
  ["no token (19 digits)", "Token 5123 4567 8901 2345 678 Units 38.4 TZS 10,000", LukuSmsMessages.noToken],
  ["16 digits then 4 (not in groups of 4)", "Token 5123456789012345 6789 Units 38.4 TZS 10,000", LukuSmsMessages.noToken],
  ["only a meter number", "Meter 04312345678 Units 38.4 TZS 10,000", LukuSmsMessages.noToken],
  ["no units", "Token 5123-4567-8901-2345-6789 TZS 10,000", LukuSmsMessages.noUnits],
  ["no amount, only VAT", "Token 5123-4567-8901-2345-6789 Units 38.4 VAT TZS 1,525.42", LukuSmsMessages.noAmount],
  ["two different tokens", "5123-4567-8901-2345-6789 and 9999-4567-8901-2345-6789 Units 38.4 TZS 10,000", LukuSmsMessages.twoTokens],
  ["a plain chat message", "Habari, umeme umekatika kiwandani", LukuSmsMessages.noToken]
]

describe("the LUKU SMS parser (issue 26 item 3)", () => {
  it.each(SAMPLES)("reads %s", (_, sms, want) => {
    expect(parseLukuSms(sms)).toEqual(Either.right(want))
  })

  it.each(REFUSED)("refuses %s, saying what is missing", (_, sms, message) => {
    const read = parseLukuSms(sms)
    expect(Either.isLeft(read) && read.left).toMatchObject({ _tag: "LukuSmsUnreadable", message })
  })
})

// ---- properties: messages built from known numbers ----

const tokenDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 20, maxLength: 20 }).map((d) => d.join(""))
const meter = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }).map((d) => d.join(""))
const writeToken = (digits: string, style: 0 | 1 | 2) => (style === 0 ? digits : digits.match(/\d{4}/g)!.join(style === 1 ? " " : "-"))
const kwh = fc.integer({ min: 1, max: 999_999 }).map((n) => n / 10)
const paid = fc.integer({ min: 100, max: 50_000_000 }).map((n) => n / (n % 3 === 0 ? 100 : 1))
const withThousands = (n: number, decimals: boolean) =>
  n.toLocaleString("en-US", { minimumFractionDigits: decimals ? 2 : 0, maximumFractionDigits: 2, useGrouping: true })
const plain = (n: number) => String(n)

const aMessage = fc
  .record({
    digits: tokenDigits,
    tokenStyle: fc.constantFrom(0 as const, 1 as const, 2 as const),
    meter,
    kwh,
    paid,
    unitWord: fc.constantFrom("Units", "Kwh", "KWH", "kWh", "units"),
    unitSpace: fc.constantFrom("", " "),
    unitBefore: fc.boolean(),
    currency: fc.constantFrom("TZS", "Tsh", "TSH"),
    currencyBefore: fc.boolean(),
    grouped: fc.boolean(),
    decimals: fc.boolean(),
    extras: fc.subarray(["VAT", "EWURA", "REA", "Debt"] as const),
    order: fc.constantFrom("token-units-amount", "token-amount-units", "amount-token-units", "units-amount-token"),
    lang: fc.constantFrom("en", "sw"),
    between: fc.constantFrom(". ", "\n", " ", ", ", "; "),
    paidLabelled: fc.boolean(),
    extrasFirst: fc.boolean()
  })
  .map((m) => {
    const number = (n: number) => (m.grouped ? withThousands(n, m.decimals) : m.decimals ? n.toFixed(2) : plain(n))
    const money = (n: number) => (m.currencyBefore ? `${m.currency} ${number(n)}` : `${number(n)}${m.unitSpace}${m.currency}`)
    const token = `${m.lang === "en" ? "Token" : "Tokeni"} ${writeToken(m.digits, m.tokenStyle)}`
    const units = m.unitBefore ? `${m.unitWord}: ${m.kwh}` : `${m.kwh}${m.unitSpace}${m.unitWord}`
    const amount = m.paidLabelled ? `${m.lang === "en" ? "Amount paid" : "Umelipa"} ${money(m.paid)}` : money(m.paid)
    const pieces = { token, units, amount }
    const parts = m.order.split("-").map((name) => pieces[name as keyof typeof pieces])
    const extras = m.extras.map((e, i) => `${e} ${money(Math.round(m.paid / (7 + i)))}`)
    return {
      sms: (m.extrasFirst ? [`LUKU meter ${m.meter}`, ...extras, ...parts] : [`LUKU meter ${m.meter}`, ...parts, ...extras]).join(m.between),
      want: { token: m.digits.match(/\d{4}/g)!.join("-"), kwhAmount: m.kwh, totalPaid: m.paid },
      meter: m.meter
    }
  })

/** A built message with a piece cut out of it: the token, the units or the amount may be missing or broken. */
const aMessageCut = fc.tuple(aMessage, fc.nat(), fc.nat({ max: 60 })).map(([m, at, length]) => {
  const from = at % (m.sms.length + 1)
  return m.sms.slice(0, from) + m.sms.slice(from + length)
})

describe("LUKU SMS parser properties", () => {
  it("never throws, whatever the text: it answers a recharge or says why not", () =>
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), aMessageCut), (text) => {
        const read = parseLukuSms(text)
        return Either.isRight(read) || read.left._tag === "LukuSmsUnreadable"
      }),
      { numRuns: 500 }
    ))

  it("any message built from a token, kWh and an amount (with VAT, EWURA, REA and debt lines, in any order and spelling) reads back those numbers", () =>
    fc.assert(
      fc.property(aMessage, ({ sms, want }) => {
        expect(parseLukuSms(sms)).toEqual(Either.right(want))
      }),
      { numRuns: 300 }
    ))

  it("an 11-digit meter number never becomes the token, the kWh or the amount, even written right before the token", () =>
    fc.assert(
      fc.property(aMessage, meter, ({ want }, beside) => {
        const sms = `${beside} ${want.token.replace(/-/g, " ")} Units ${want.kwhAmount} TZS ${want.totalPaid} Meter ${beside}`
        const read = parseLukuSms(sms)
        expect(read).toEqual(Either.right(want))
      }),
      { numRuns: 200 }
    ))
})
