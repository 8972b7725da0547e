import { LOT_UPCASTERS } from "./lots/upcasters"
import type { EventUpcasters } from "./shared/upcasting"
import { USER_UPCASTERS } from "./users/upcasters"

/** Every event type's upcasters, by type (types are unique across aggregates). */
export const UPCASTERS: EventUpcasters = { ...LOT_UPCASTERS, ...USER_UPCASTERS }

/** The version an event of this type is written at now: 1, plus one per upcaster its type has. */
export const schemaVersionOf = (type: string): number => 1 + (UPCASTERS[type]?.length ?? 0)
