import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import type { TestProject } from "vitest/node"
import { E2E_LOG_DIR, E2E_LOG_FILE, E2E_SECRETS_FILE } from "./log-collection"

/** A fresh pair of files for this run's logs and issued secrets (log-collection.ts). */
export default function setup(project: TestProject) {
  rmSync(E2E_LOG_DIR, { recursive: true, force: true })
  mkdirSync(E2E_LOG_DIR, { recursive: true })
  writeFileSync(E2E_LOG_FILE, "")
  writeFileSync(E2E_SECRETS_FILE, "")
  project.provide("e2eLogCollection", true)
}
