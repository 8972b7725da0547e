import { calculationsProjection } from "../calculations/calculations.projection"
import { woodReceiptsProjection } from "../lots/wood-receipts.projection"
import { usersProjection } from "../users/users.projection"
import { woodTypesProjection } from "../wood-types/wood-types.projection"
import type { Projection } from "./projection"

export const ALL_PROJECTIONS: ReadonlyArray<Projection> = [woodReceiptsProjection, woodTypesProjection, usersProjection, calculationsProjection]
