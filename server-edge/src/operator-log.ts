import { DISPLAY_TOKEN_PREFIX } from "@timber/contracts"

/**
 * The log an operator reads: one JSON line per entry (`time`, `level`, `msg`, then its fields),
 * filtered by LOG_LEVEL. Secrets and personal data never reach a line: fields that name one are
 * dropped, and every text is scrubbed of e-mail addresses, bearer and session tokens, display
 * tokens and tokens in addresses, whatever code wrote it.
 */

export type LogLevel = "debug" | "info" | "warn" | "error"
/** LOG_LEVEL: the least severe level written; `silent` writes nothing. */
export type LogThreshold = LogLevel | "silent"

const RANK: Record<LogThreshold, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

/** LOG_LEVEL as the services take it: one of the levels (any case), else `info`. */
export const logThresholdOf = (value: string | undefined): LogThreshold => {
  const level = value?.trim().toLowerCase()
  return level !== undefined && level in RANK ? (level as LogThreshold) : "info"
}

export type LogFields = Readonly<Record<string, unknown>>

export interface OperatorLog {
  readonly enabled: (level: LogLevel) => boolean
  readonly write: (level: LogLevel, message: string, fields?: LogFields) => void
  /** A failure: its message, and the error's reason and stack. */
  readonly failure: (message: string, error: unknown, fields?: LogFields) => void
  /** A sink for code that reports plain lines (`log: (line) => void`): each line an entry at `level`. */
  readonly lines: (level: LogLevel) => (line: string) => void
}

/** Field names whose values are never written, whatever they hold. */
const SECRET_FIELD = /authorization|cookie|password|secret|token|e-?mail|body|credential/i

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g
const BEARER = /\b(Bearer|Basic)\s+[^\s"',;]+/gi
const DISPLAY_TOKEN = new RegExp(`\\b${DISPLAY_TOKEN_PREFIX}[\\w-]+`, "g")
const ADDRESS_TOKEN = /([?&#](?:token|access_token|refresh_token|key)=)[^&#\s"']*/gi

/** A text as a log may hold it: no e-mail address, no token of any kind. */
export const scrubbed = (text: string): string =>
  text
    .replace(ADDRESS_TOKEN, "$1[redacted]")
    .replace(JWT, "[token]")
    .replace(BEARER, "$1 [token]")
    .replace(DISPLAY_TOKEN, "[display token]")
    .replace(EMAIL, "[e-mail]")

const scrubbedValue = (value: unknown, depth = 0): unknown => {
  if (typeof value === "string") return scrubbed(value)
  if (typeof value === "bigint") return value.toString()
  if (value === null || typeof value !== "object" || depth > 4) return value
  if (Array.isArray(value)) return value.map((item) => scrubbedValue(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) if (!SECRET_FIELD.test(key)) out[key] = scrubbedValue(inner, depth + 1)
  return out
}

/** The reason and stack of what was thrown or failed, scrubbed. */
const failureFields = (error: unknown): LogFields => {
  if (error instanceof Error) return { reason: `${error.name}: ${error.message}`, stack: error.stack ?? "" }
  return { reason: typeof error === "string" ? error : safeText(error) }
}

const safeText = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

export const makeOperatorLog = (options: {
  readonly threshold: LogThreshold
  /** Where each finished line goes (stdout in the product, a file in the e2e runs, nowhere in most tests). */
  readonly write: (line: string) => void
  readonly now?: () => Date
}): OperatorLog => {
  const floor = RANK[options.threshold]
  const now = options.now ?? (() => new Date())
  const enabled = (level: LogLevel) => RANK[level] >= floor
  const write = (level: LogLevel, message: string, fields: LogFields = {}) => {
    if (!enabled(level)) return
    const entry = { time: now().toISOString(), level, msg: scrubbed(message), ...(scrubbedValue(fields) as LogFields) }
    // a log that cannot be written must never fail the request that wrote it
    try {
      options.write(JSON.stringify(entry))
    } catch {
      /* nothing sensible to do: the log itself is what failed */
    }
  }
  return {
    enabled,
    write,
    failure: (message, error, fields = {}) => write("error", message, { ...fields, ...failureFields(error) }),
    lines: (level) => (line) => write(level, line)
  }
}

/** Lines to the process's standard output, one write each (what `npm start` and the services run with). */
export const standardOutput = (line: string) => {
  process.stdout.write(`${line}\n`)
}

/** The log of a process started from the environment: LOG_LEVEL, to standard output. */
export const operatorLogFromEnv = (env: NodeJS.ProcessEnv = process.env, write: (line: string) => void = standardOutput) =>
  makeOperatorLog({ threshold: logThresholdOf(env.LOG_LEVEL), write })
