import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { listDryingProcesses } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAny } from "./permissions"

/** Drying batches; the dashboard's ongoing list reads them too. */
export const DryingLive = HttpApiBuilder.group(ReadApi, "drying", (h) =>
  h.handle("list", () =>
    Effect.zipRight(
      requireAny(["drying-process", "read"], ["inventory-reports", "read"], ["dashboard", "access"]),
      query(({ db }) => listDryingProcesses(db))
    )
  )
)
