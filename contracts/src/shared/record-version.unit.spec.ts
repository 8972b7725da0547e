import { OpenApi } from "@effect/platform"
import { describe, expect, it } from "vitest"
import { TimberApi } from "../http/api"
import { entityTag, versionAfter, versionOfIfMatch } from "./record-version"

describe("the version an edit carries (issue 36 item 4)", () => {
  it("given an If-Match, then it names the version in its tag: strong, weak, the first of a list; none or * names none", () => {
    expect(versionOfIfMatch(entityTag("12"))).toBe("12")
    expect(versionOfIfMatch('W/"12"')).toBe("12")
    expect(versionOfIfMatch('"3", "4"')).toBe("3")
    expect(versionOfIfMatch("*")).toBeNull()
    expect(versionOfIfMatch(undefined)).toBeNull()
    expect(versionOfIfMatch("")).toBeNull()
  })

  it("given a stream's events, then the version is the revision of the last one a user sees in the record (a use or a sign-in after it does not move it)", () => {
    const events = [
      { type: "WoodTypeCreated", revision: 0n },
      { type: "WoodTypeUpdated", revision: 1n },
      { type: "WoodTypeUseRecorded", revision: 2n }
    ]
    expect(versionAfter(events)).toBe("1")
    expect(
      versionAfter([
        { type: "UserRegistered", revision: 0n },
        { type: "UserSessionStarted", revision: 1n }
      ])
    ).toBe("0")
    expect(versionAfter([])).toBeNull()
  })

  it("given the API document, then every covered edit names the If-Match header and the 412 refusal", () => {
    const paths = (
      OpenApi.fromApi(TimberApi) as unknown as {
        paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; responses: Record<string, unknown> }>>
      }
    ).paths
    const covered: ReadonlyArray<readonly [string, string]> = [
      ["/management/wood-receipts/{id}", "put"],
      ["/management/wood-receipts/{id}", "patch"],
      ["/management/wood-receipts/{id}", "delete"],
      ["/factory/wood-types/{id}", "put"],
      ["/factory/wood-types/{id}", "delete"],
      ["/management/warehouses/{id}", "put"],
      ["/management/warehouses/{id}/archive", "patch"],
      ["/management/warehouses/{id}/restore", "patch"],
      ["/management/warehouses/{id}/assigned-users", "put"],
      ["/users/{id}", "put"],
      ["/roles/{id}", "put"],
      ["/roles/{id}", "delete"],
      // issue 36 item 4, last part: the file manager, the settings, drying corrections and the remaining deletes
      ["/website/folders/{id}", "put"],
      ["/website/folders/{id}/move", "put"],
      ["/website/folders/{id}", "delete"],
      ["/website/files/{id}/move", "put"],
      ["/website/files/{id}", "delete"],
      ["/settings", "put"],
      ["/settings/{key}", "put"],
      ["/factory/drying-readings/{id}", "put"],
      ["/electricity/recharges/{id}", "put"],
      ["/electricity/recharges/{id}/void", "post"],
      ["/factory/wood-types/{id}/image", "delete"],
      ["/factory/calculations/{id}", "delete"],
      ["/crm/newsletter/subscribers/{id}", "delete"],
      ["/assets/{id}/documents/{documentId}", "delete"],
      ["/display-tokens/{id}", "delete"],
      ["/users/profile", "put"]
    ]
    for (const [path, method] of covered) {
      const operation = paths[`/api${path}`]?.[method]
      expect(
        operation?.parameters?.some((p) => p.in === "header" && p.name === "if-match"),
        `${method} ${path}`
      ).toBe(true)
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toContain("412")
    }
  })
})
