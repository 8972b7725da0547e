import type { WallKiln } from "@timber/contracts"
import { estimatedDryingFinish } from "@timber/domain/calculators/drying-estimate"
import type { ReadDb } from "../database"
import { listDryingBatches } from "./drying.queries"

/**
 * The batches drying now, as the wall's Kilns panel shows them: readings oldest first, the latest
 * humidity (the starting one before any reading) and the domain's estimate of when it is dry.
 */
export const kilnsNow = async (db: ReadDb): Promise<WallKiln[]> =>
  (await listDryingBatches(db, "IN_PROGRESS")).map((batch) => {
    const readings = batch.readings.toSorted((a, b) => Date.parse(a.readingTime) - Date.parse(b.readingTime))
    const latest = readings.at(-1) ?? null
    return {
      batchNumber: batch.batchNumber,
      woodType: batch.woodType?.name ?? null,
      pieceCount: batch.pieceCount,
      startTime: batch.startTime,
      startingHumidity: batch.startingHumidity,
      latestHumidity: latest?.humidity ?? batch.startingHumidity,
      latestReadingAt: latest?.readingTime ?? null,
      readings: readings.map((r) => ({ at: r.readingTime, humidity: r.humidity })),
      estimatedFinish: estimatedDryingFinish(readings)?.toISOString() ?? null
    }
  })
