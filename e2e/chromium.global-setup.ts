import { chromium } from "playwright-core"
import type { TestProject } from "vitest/node"
import { chromiumOptions } from "./chromium"

/** The run's Chromium, named in the environment so a second project of the run connects to the same one. */
const ENDPOINT_ENV = "TIMBER_E2E_CHROMIUM"

/** vitest's global setup: one Chromium for the whole run (every file connects to it: chromium.ts), closed at the end. */
export default async function chromiumOnce(project: TestProject): Promise<() => Promise<void>> {
  const running = process.env[ENDPOINT_ENV]
  if (running) {
    project.provide("chromiumEndpoint", running)
    return async () => {}
  }
  const server = await chromium.launchServer(chromiumOptions())
  process.env[ENDPOINT_ENV] = server.wsEndpoint()
  project.provide("chromiumEndpoint", server.wsEndpoint())
  return async () => {
    delete process.env[ENDPOINT_ENV]
    await server.close()
  }
}
