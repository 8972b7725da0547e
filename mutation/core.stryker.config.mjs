// The business rules a wrong figure would cost money on: the calculators, the permission model and
// the stock row (never negative). A faster slice of `npm run test:mutation` (see the root README).
import domain from "./domain.stryker.config.mjs"

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...domain,
  mutate: ["domain/src/calculators/*.ts", "domain/src/permissions/*.ts", "domain/src/stock-row/*.ts", "!domain/src/**/*.spec.ts"],
  incrementalFile: "reports/mutation/core/incremental.json",
  htmlReporter: { fileName: "reports/mutation/core/index.html" },
  jsonReporter: { fileName: "reports/mutation/core/report.json" },
  tempDirName: ".stryker-tmp-core"
}
