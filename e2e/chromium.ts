import type { LaunchOptions } from "playwright-core"

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's Chromium, launched once by the global setup (chromium.global-setup.ts): where a file connects (browser.ts). */
    chromiumEndpoint: string
  }
}

/** Debian's Chromium, headless, with the flags this machine needs (no network of its own), and a test's own flags. */
export const chromiumOptions = (extraArgs: ReadonlyArray<string> = []): LaunchOptions => ({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [
    ...extraArgs,
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage"
  ]
})
