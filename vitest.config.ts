import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

const TIMING = "*/src/**/*.timing.int.spec.ts"
const UNIT = "*/src/**/*.unit.spec.{ts,tsx}"
const CONSOLE = "console/src/**/*.unit.spec.{ts,tsx}"
const OUTSIDE = ["**/node_modules/**", "**/dist/**", "e2e/**"]
// the store is migrated once for the run and each test app starts on a copy (all-in-one/src/testing/migrated-store.ts)
const MIGRATE_ONCE = ["all-in-one/src/testing/migrate-once.global-setup.ts"]

export default defineConfig({
  plugins: [react()],
  test: {
    exclude: OUTSIDE,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // services made without a logger log by LOG_LEVEL: quiet in tests, which pass a logger to read lines
    env: { LOG_LEVEL: "silent" },
    projects: [
      // no database, no server: the inner loop's `npm test`. The files of a worker share its modules
      // (isolate: false): isolated, each file imported effect and the domain afresh, which took most of
      // the tier's time (domain/src on 2026-12-08, load 30: 80 files in 70 s shared, 67 of them in 14 min isolated)
      {
        extends: true,
        test: { name: "unit", include: [UNIT], exclude: [...OUTSIDE, CONSOLE], isolate: false, fileParallelism: true, sequence: { groupOrder: 0 } }
      },
      // the console's component specs stay isolated: most mock modules (vi.mock), and sharing them fails
      // (2026-12-08: use-toast-mutation, ApprovalsPage, LotManagementPage and MessagesPopover red when shared)
      { extends: true, test: { name: "unit-console", include: [CONSOLE], fileParallelism: true, sequence: { groupOrder: 0 } } },
      // databases and the whole product: `npm run test:int`, in CI
      {
        extends: true,
        test: {
          name: "int",
          include: ["*/src/**/*.int.spec.{ts,tsx}"],
          exclude: [...OUTSIDE, TIMING],
          globalSetup: MIGRATE_ONCE,
          fileParallelism: true,
          sequence: { groupOrder: 0 }
        }
      },
      // tests that compare answer times run last and alone: the other files' load would blur what they measure
      {
        extends: true,
        test: { name: "timing", include: [TIMING], globalSetup: MIGRATE_ONCE, fileParallelism: false, sequence: { groupOrder: 1 } }
      }
    ]
  }
})
