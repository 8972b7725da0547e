/**
 * The dependency arrows of ARCHITECTURE section 1. `npm run lint` fails when a
 * package imports what it may not. Packages are matched by folder; workspace
 * imports (@timber/x) resolve to those folders through node_modules symlinks.
 */
const pkg = (name) => `^(${name})/src/`
const notTests = "\\.spec\\.ts$"

module.exports = {
  forbidden: [
    {
      name: "contracts-imports-nothing",
      comment: "contracts holds schemas and the API declaration: no other package",
      severity: "error",
      from: { path: pkg("contracts") },
      to: { path: "^(domain|eventstore|projections|command-service|query-service|server-edge|all-in-one|bench|console|e2e)/" }
    },
    {
      name: "contracts-holds-no-server-runtime",
      comment: "contracts is schemas and types the console shares: signing tokens and cryptography (jose, node:crypto) run on the server, in server-edge",
      severity: "error",
      from: { path: pkg("contracts") },
      to: { path: "^(node:)?crypto$|(^|/)node_modules/jose/" }
    },
    {
      name: "contracts-http-declares-only",
      comment: "the HTTP API of contracts is its declaration: sockets, servers and processes belong to server-edge",
      severity: "error",
      from: { path: "^contracts/src/http/" },
      to: { dependencyTypes: ["core"] }
    },
    {
      name: "server-edge-imports-contracts-only",
      comment: "the HTTP edge both services and all-in-one share: contracts and the platform, no business rule, no store",
      severity: "error",
      from: { path: pkg("server-edge") },
      to: { path: "^(domain|eventstore|projections|command-service|query-service|all-in-one|bench|console|e2e)/" }
    },
    {
      name: "domain-imports-contracts-only",
      severity: "error",
      from: { path: pkg("domain") },
      to: { path: "^(eventstore|projections|command-service|query-service|server-edge|all-in-one|bench|console|e2e)/" }
    },
    {
      name: "eventstore-imports-contracts-only",
      severity: "error",
      from: { path: pkg("eventstore") },
      to: { path: "^(domain|projections|command-service|query-service|server-edge|all-in-one|bench|console|e2e)/" }
    },
    {
      name: "projections-import-eventstore-contracts-and-pure-domain-calculators",
      comment: "projections may use pure calculators and the permission model of domain, never deciders (tests may use deciders to make events)",
      severity: "error",
      from: { path: pkg("projections"), pathNot: notTests },
      to: { path: "^(command-service|query-service|server-edge|all-in-one|bench|console|e2e)/|^domain/src/(?!calculators/|permissions/)" }
    },
    {
      name: "command-service-never-imports-the-read-side",
      severity: "error",
      from: { path: pkg("command-service") },
      to: { path: "^(projections|query-service|all-in-one|bench|console|e2e)/" }
    },
    {
      name: "query-service-reads-projection-queries-only",
      comment:
        "the read side: projections' tables and queries, eventstore, contracts, the permission model to enforce pages, and the aggregates' deciders whose evolve the audit's as-of view folds with (one fold, never a second)",
      severity: "error",
      from: { path: pkg("query-service") },
      to: { path: "^(command-service|all-in-one|bench|console|e2e)/|^domain/src/(?!permissions/|[^/]+/decider\\.ts$)|^projections/src/runner/runner" }
    },
    {
      name: "nothing-imports-the-top",
      comment: "nothing imports console, all-in-one, e2e or bench (bench may drive all-in-one)",
      severity: "error",
      from: { path: "^(?!bench/)" },
      to: { path: "^(console|all-in-one|e2e|bench)/src/", pathNot: "^(console|all-in-one|e2e|bench)/src/" }
    },
    {
      name: "console-imports-contracts-and-pure-domain-rules",
      comment: "the console shares the permission model, lifecycle machines and calculators of domain so a rule lives once",
      severity: "error",
      from: { path: pkg("console") },
      to: {
        path: "^(eventstore|projections|command-service|query-service|server-edge|all-in-one|bench|e2e)/|^domain/src/(?!calculators/|permissions/|[^/]+/lifecycle\\.machine)"
      }
    },
    {
      name: "console-features-never-import-the-app",
      comment: "shared layers (ui, lib, config, api, auth) never import features or app",
      severity: "error",
      from: { path: "^console/src/(ui|lib|config|api|testing)/" },
      to: { path: "^console/src/(features|app)/" }
    },
    {
      name: "console-features-never-import-each-other",
      comment:
        "a screen (features/<area>/<screen>/, or a top-level feature such as shell) imports only itself and the shared layers; what two screens share lives in api/queries, ui or lib",
      severity: "error",
      from: { path: "^console/src/features/((?:management|factory|dashboard|auth|settings|assets|website|crm)/[^/]+|[^/]+)/" },
      to: {
        path: "^console/src/features/",
        pathNot: ["^console/src/features/$1/", "^console/src/features/assets/(qr|labels|maintenance|documents|delete-asset|asset-image)/"]
      }
    },
    {
      name: "asset-parts-only-for-asset-screens",
      comment:
        "features/assets/{qr,labels,maintenance,documents,delete-asset,asset-image} are parts the asset screens share (QR card, scanner, label sheet, maintenance and documents tabs, the delete confirmation, the picture read with the token), not screens: only folders under features/assets/ use them",
      severity: "error",
      from: { path: "^console/src/features/", pathNot: "^console/src/features/assets/" },
      to: { path: "^console/src/features/assets/(qr|labels|maintenance|documents|delete-asset|asset-image)/" }
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true }
    }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // packages are left out of the graph, except those a rule names (jose: contracts-holds-no-server-runtime)
    exclude: { path: ["^node_modules/(?!jose/)", "^[^/]+/(dist|node_modules)/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    preserveSymlinks: false,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".js"] }
  }
}
