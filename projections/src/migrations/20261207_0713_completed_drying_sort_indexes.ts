import type { Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** Completed Drying's other columns (contracts' DRYING_SORTS: endTime, woodType, pieceCount, thickness). */
export const up = async (db: Kysely<any>) => createPageIndexes(db, "drying_processes", ["end_time", "wood_type_name", "piece_count", "thickness_mm"])
