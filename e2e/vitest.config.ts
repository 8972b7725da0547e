import { join } from "node:path"
import { defineConfig } from "vitest/config"

/** Specs whose name starts with `zz-` read what the whole run left behind (the run's logs). */
const LAST = "e2e/zz-*.e2e.spec.ts"
/**
 * Files that time a push to a second screen (within a second) on an embedded PGlite store: beside another product they
 * measured the machine's load (3.6 s and 1.1 s with both at once at load 30), so they run alone, one after the other.
 */
const TIMED = ["e2e/wall.e2e.spec.ts", "e2e/lot-management.e2e.spec.ts"]

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // each file starts a product of its own (e2e/product.ts): two at a time fill this 2-core machine
    // (E2E_WORKERS=1: one file at a time, to tell a load-bound failure from a real one)
    maxWorkers: Number(process.env.E2E_WORKERS || 2),
    // the store is migrated once for the run and each product starts on a copy of it (e2e/product.ts);
    // axe checks each distinct screen once a run (e2e/screens-checked.ts);
    // every product's log lines go into one file of the run: zz-logs-hold-no-secrets greps them last;
    // one Chromium for the run: each file connects to it and closes only its own contexts (e2e/browser.ts).
    // Each project runs these; the first one to run a setup makes the run's store, folder, files or browser.
    globalSetup: [
      join(import.meta.dirname, "../all-in-one/src/testing/migrate-once.global-setup.ts"),
      join(import.meta.dirname, "screens-checked.ts"),
      join(import.meta.dirname, "log-collection.global-setup.ts"),
      join(import.meta.dirname, "chromium.global-setup.ts")
    ],
    projects: [
      { extends: true, test: { name: "e2e", include: ["e2e/*.e2e.spec.ts"], exclude: [LAST, ...TIMED], fileParallelism: true, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "e2e-timed", include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } } },
      // after every file of the groups before it has finished, whichever worker ran it
      { extends: true, test: { name: "e2e-last", include: [LAST], fileParallelism: false, sequence: { groupOrder: 2 } } }
    ]
  }
})
