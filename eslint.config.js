// ESLint runs in `npm test` (`npm run lint`): the few rules a reviewer would otherwise check by hand.
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: ["**/dist/**", "**/dist-types/**", "**/node_modules/**", "reports/**", ".stryker-tmp*/**", "e2e/screenshots/**", "e2e/test-results/**", "**/*.js", "**/*.cjs", "**/*.mjs", "e2e/**", "mutation/**", "*.ts"] },
  {
    files: ["{contracts,domain,eventstore,projections,command-service,query-service,server-edge,console,all-in-one,bench}/src/**/*.{ts,tsx}"],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      // every switch over a union names each member (or says why not with `default: absurd`)
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false }]
    }
  },
  {
    files: ["console/src/**/*.tsx", "console/src/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error"
    }
  }
)
