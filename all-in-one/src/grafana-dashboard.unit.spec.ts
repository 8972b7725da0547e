import { makeProcessMetrics } from "@timber/server-edge"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

/** The families a dashboard need not chart: the head is a position (transaction id × 65,536), not a count of anything. */
const NOT_CHARTED = new Set(["timber_event_store_head_position"])

interface Panel {
  readonly type: string
  readonly datasource?: { readonly type: string; readonly uid: string }
  readonly targets?: ReadonlyArray<{ readonly expr: string }>
}

describe("deploy/grafana-dashboard.json (issue 40 item 7)", () => {
  const dashboard = JSON.parse(readFileSync(join(import.meta.dirname, "../../deploy/grafana-dashboard.json"), "utf8")) as {
    schemaVersion: number
    templating: { list: ReadonlyArray<{ name: string; type: string; query: unknown }> }
    panels: ReadonlyArray<Panel>
  }

  it("given the dashboard, then it asks for a Prometheus data source and every panel queries through it", () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36)
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ name: "datasource", type: "datasource", query: "prometheus" }))
    for (const panel of dashboard.panels.filter((p) => p.type !== "row")) expect(panel.datasource).toEqual({ type: "prometheus", uid: "${datasource}" })
  })

  it("given every metric family /metrics serves, then a panel charts it", async () => {
    const { text } = await makeProcessMetrics().scrape()
    const families = [...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!).filter((family) => !NOT_CHARTED.has(family))
    expect(families.length).toBeGreaterThanOrEqual(10)
    const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr)
    expect(families.filter((family) => !queries.some((expr) => expr.includes(family)))).toEqual([])
  })
})
