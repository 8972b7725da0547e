import { HttpApiBuilder } from "@effect/platform"
import { CurrentDisplay, ReadApi } from "@timber/contracts"
import { Effect } from "effect"
import { query } from "./context"
import { wallSnapshot } from "./wall-snapshot"

/** GET /api/wall: the wall's panels, for a display token only (display-authentication.ts). */
export const WallLive = HttpApiBuilder.group(ReadApi, "wall", (h) =>
  h.handle("snapshot", () => Effect.flatMap(CurrentDisplay, (display) => query(({ db }) => wallSnapshot(db, display.name, new Date()))))
)
