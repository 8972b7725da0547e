import fc from "fast-check"

// Under a mutant a failing property only has to fail, not shrink to a minimal example:
// shrinking costs seconds per mutant and turns kills into timeouts on two busy cores.
fc.configureGlobal({ endOnFailure: true })
