// The multi-stream steps (end slicing, drying, transfers, receipts, stock…), added to the domain
// after the last full run: `npm run test:mutation:steps`, a slice of `npm run test:mutation` small
// enough for a shared machine (see the root README, "Slow tiers").
// Why not also every domain file changed since that run: 109 of the domain's 127 production files
// were, so that slice would be the full run again.
import domain from "./domain.stryker.config.mjs"

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...domain,
  vitest: { configFile: "mutation/steps.vitest.config.ts", related: false },
  mutate: ["domain/src/steps/**/*.ts", "!domain/src/**/*.spec.ts"],
  // one process at a time: the machine is shared with other test runs
  concurrency: 1,
  // on a loaded machine Stryker's default 5 s margin turns kills into timeouts, which count as
  // detected and so hide survivors
  timeoutMS: 30_000,
  incrementalFile: "reports/mutation/steps/incremental.json",
  htmlReporter: { fileName: "reports/mutation/steps/index.html" },
  jsonReporter: { fileName: "reports/mutation/steps/report.json" },
  // a slice scores itself but does not gate: the 80 % floor is the whole domain's
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp-steps"
}
