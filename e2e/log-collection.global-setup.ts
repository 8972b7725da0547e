import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import type { TestProject } from "vitest/node"
import { E2E_LOG_DIR, E2E_LOG_FILE, E2E_SECRETS_FILE } from "./log-collection"

/** Set while the run's files are fresh: a second project of the run must not empty what the first one's files wrote. */
const FRESH_ENV = "TIMBER_E2E_LOGS_FRESH"

/** A fresh pair of files for this run's logs and issued secrets (log-collection.ts), made once a run. */
export default function setup(project: TestProject): () => void {
  project.provide("e2eLogCollection", true)
  if (process.env[FRESH_ENV]) return () => {}
  rmSync(E2E_LOG_DIR, { recursive: true, force: true })
  mkdirSync(E2E_LOG_DIR, { recursive: true })
  writeFileSync(E2E_LOG_FILE, "")
  writeFileSync(E2E_SECRETS_FILE, "")
  process.env[FRESH_ENV] = "1"
  return () => {
    delete process.env[FRESH_ENV]
  }
}
