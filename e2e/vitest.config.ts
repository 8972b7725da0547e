import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { LastSpecLast } from "./last-spec-last"

export default defineConfig({
  test: {
    include: ["e2e/*.e2e.spec.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // every product's log lines into one file of the run; zz-logs-hold-no-secrets greps them last
    globalSetup: [fileURLToPath(new URL("./log-collection.global-setup.ts", import.meta.url))],
    sequence: { sequencer: LastSpecLast }
  }
})
