import { appendFileSync } from "node:fs"
import { join } from "node:path"
import { inject } from "vitest"

/**
 * Every product an e2e run starts writes its log lines to one file of the run, and every token
 * the harness is issued to another, so the run's last spec (zz-logs-hold-no-secrets) can grep
 * the whole run's log for them. The files live in e2e/.logs (git-ignored), made afresh by the
 * run's global setup (log-collection.global-setup.ts).
 */
export const E2E_LOG_DIR = join(import.meta.dirname, ".logs")
export const E2E_LOG_FILE = join(E2E_LOG_DIR, "products.jsonl")
export const E2E_SECRETS_FILE = join(E2E_LOG_DIR, "issued-secrets.txt")

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by the global setup: this run collects logs (absent when a spec runs outside the e2e config). */
    e2eLogCollection: boolean
  }
}

const collecting = () => {
  try {
    return inject("e2eLogCollection") === true
  } catch {
    return false
  }
}

/** Where a product of this run writes its log lines (nowhere outside an e2e run). */
export const collectedLogLine = (line: string) => {
  if (collecting()) appendFileSync(E2E_LOG_FILE, `${line}\n`)
}

/** A token or password the harness was given, for the final grep. */
export const noteIssuedSecret = (secret: string) => {
  if (collecting()) appendFileSync(E2E_SECRETS_FILE, `${secret}\n`)
}
