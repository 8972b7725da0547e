import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

const root = fileURLToPath(new URL("..", import.meta.url))

// The command path is only exercised end to end: the all-in-one HTTP specs drive it. They
// import "@timber/command-service", which node_modules links to the unmutated tree; the
// aliases point it at this (sandbox) copy so that the mutants are the code under test.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@timber\/command-service$/, replacement: `${root}command-service/src/index.ts` },
      { find: /^@timber\/command-service\/(.*)$/, replacement: `${root}command-service/src/$1.ts` }
    ]
  },
  test: {
    root,
    // MUTATION_SPECS narrows the run to some specs (a glob), e.g. to try one of them
    include: [process.env.MUTATION_SPECS ?? "all-in-one/src/**/*.int.spec.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    setupFiles: ["mutation/fast-check-kill-fast.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000
  }
})
