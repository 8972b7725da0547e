import domain from "./domain.vitest.config"

// A step is guarded by its own given/when/then spec, beside it: only the steps' specs may kill a
// step's mutant, and the dry run does not wait for the whole domain's (and its timing specs, which
// a shared machine can fail).
export default { ...domain, test: { ...domain.test, include: ["domain/src/steps/**/*.unit.spec.ts"] } }
