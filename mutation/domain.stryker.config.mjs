// Mutation testing of the business rules: `npm run test:mutation` (see the root README).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // Coverage per test already picks the specs for each mutant; "related" finds none here.
  vitest: { configFile: "mutation/domain.vitest.config.ts", related: false },
  mutate: ["domain/src/**/*.ts", "!domain/src/**/*.spec.ts", "!domain/src/testing/**", "!domain/src/index.ts"],
  // Only what the domain specs load is copied into the sandbox; the other packages resolve
  // through the symlinked node_modules, unmutated.
  ignorePatterns: ["/*", "!/domain", "!/contracts", "!/mutation", "!/package.json", "!/tsconfig.base.json", "dist"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  // Stryker 9.5's incremental mode reused 2,553 of 2,559 results after only specs had changed
  // (the new tests never ran): every run is a full one.
  incremental: false,
  incrementalFile: "reports/mutation/domain/incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/domain/index.html" },
  jsonReporter: { fileName: "reports/mutation/domain/report.json" },
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: ".stryker-tmp"
}
