// Mutation testing of the command path (`npm run test:mutation:command-path`, opt-in: slow,
// see the root README). Killed only by the all-in-one HTTP specs, on PGlite or DATABASE_URL.
import domain from "./domain.stryker.config.mjs"

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...domain,
  vitest: { configFile: "mutation/command-path.vitest.config.ts", related: false },
  mutate: ["command-service/src/commands/**/*.ts", "!command-service/src/**/*.spec.ts", "command-service/src/http/request-context.ts", "command-service/src/http/idempotency.ts"],
  // the root tsconfig references bench and console: their tsconfig files must exist
  ignorePatterns: ["/e2e", "/deploy", "/bench/*", "!/bench/tsconfig*.json", "/console/*", "!/console/tsconfig*.json", "dist", "data", "/reports", "/.tmp"],
  // one int spec file boots the whole app on a database: allow for it under load
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 60,
  incrementalFile: "reports/mutation/command-path/incremental.json",
  htmlReporter: { fileName: "reports/mutation/command-path/index.html" },
  jsonReporter: { fileName: "reports/mutation/command-path/report.json" },
  thresholds: { high: 90, low: 70, break: null },
  // its own sandbox folder: a domain run deletes .stryker-tmp when it ends
  tempDirName: ".stryker-tmp-command-path"
}
