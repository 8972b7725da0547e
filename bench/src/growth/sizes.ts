/** The LOT counts the growth bench fills to, in order: `--sizes 1000,10000` (default 1k, 10k, 100k). */
export const sizesFrom = (argv: ReadonlyArray<string>): ReadonlyArray<number> => {
  const at = argv.indexOf("--sizes")
  const given = at >= 0 ? argv[at + 1] : argv.find((arg) => arg.startsWith("--sizes="))?.slice("--sizes=".length)
  const sizes = (given ?? "1000,10000,100000").split(",").map((size) => Number(size.trim().replace(/_/g, "")))
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < 2))
    throw new Error(`--sizes wants LOT counts above 1, such as 1000,10000: got ${given}`)
  return [...sizes].sort((a, b) => a - b)
}
