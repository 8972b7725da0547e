/**
 * LOT creates of one species as LOTs accumulate: rounds of the 16-client create load on one
 * fresh product, each round's rate. Every LOT records its use on its species' stream, so a cost
 * that grows with that stream (or with any state that gains an entry per LOT) shows as rounds
 * that slow down; a design without one holds its rate. The product runs in a process of its own,
 * as for the create rate (`product-process.ts`).
 */
import { createLoad } from "./bench-app"
import { startProductProcess } from "./product-process"

export const ACCUMULATE_ROUNDS = Number(process.env.BENCH_ACCUMULATE_ROUNDS ?? 4)
export const ACCUMULATE_CREATES = Number(process.env.BENCH_ACCUMULATE_CREATES ?? (process.env.DATABASE_URL ? 1500 : 300))

export const createsAsLotsAccumulate = async () => {
  const product = await startProductProcess()
  const rates: number[] = []
  let failures = 0
  for (let round = 0; round < ACCUMULATE_ROUNDS; round++) {
    const result = await createLoad((n) => product.createLot(`A${round}-${n}`), ACCUMULATE_CREATES)
    rates.push(ACCUMULATE_CREATES / result.seconds)
    failures += result.failures
  }
  await product.close()
  return { rates, failures, lots: ACCUMULATE_ROUNDS * ACCUMULATE_CREATES }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await createsAsLotsAccumulate())
