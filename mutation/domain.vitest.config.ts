import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// The domain's own unit specs are the only tests that may kill a domain mutant: a rule is
// guarded where it is written, not by a service test three layers up.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["domain/src/**/*.unit.spec.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    // Pure specs share nothing: one module graph per worker instead of one per file is what
    // makes a run per mutant affordable on two cores.
    isolate: false,
    setupFiles: ["mutation/fast-check-kill-fast.ts"],
    // the dry run must pass before any mutant runs: on a machine shared with other test runs a
    // property of many runs can pass 5 s, and one slow test would abort the whole run
    testTimeout: 60_000,
    // Every mutant run starts a fresh worker that loads effect, xstate and the contracts barrel:
    // loading them as one pre-bundled file each is the cheaper half of that cost.
    deps: { optimizer: { ssr: { enabled: true, include: ["effect", "xstate", "@timber/contracts"] } } }
  }
})
