import { join } from "node:path"
import { defineConfig } from "vitest/config"
import { LastSpecLast } from "./last-spec-last"

export default defineConfig({
  test: {
    include: ["e2e/*.e2e.spec.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // the store is migrated once for the run and each product starts on a copy of it (e2e/product.ts);
    // axe checks each distinct screen once a run (e2e/screens-checked.ts);
    // every product's log lines go into one file of the run: zz-logs-hold-no-secrets greps them last
    globalSetup: [
      join(import.meta.dirname, "../all-in-one/src/testing/migrate-once.global-setup.ts"),
      join(import.meta.dirname, "screens-checked.ts"),
      join(import.meta.dirname, "log-collection.global-setup.ts"),
      // one Chromium for the run: each file connects to it and closes only its own contexts (e2e/browser.ts)
      join(import.meta.dirname, "chromium.global-setup.ts")
    ],
    sequence: { sequencer: LastSpecLast }
  }
})
