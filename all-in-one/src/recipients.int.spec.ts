import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { staffOfEveryRole, type StaffOfEveryRole } from "./testing/staff-of-every-role"

/**
 * Recipients, not a directory (issue 38 item 2): GET /api/users/profiles feeds the recipient,
 * assignee and approver pickers. Who reads the Users tab (admin-settings read: ADMIN by default)
 * gets the whole profiles their screens show; anyone else gets what a picker labels a person by.
 */
let app: HandWired
let staff: StaffOfEveryRole

const profilesAs = async (token: string) => {
  await app.projections.catchUp()
  const response = await app.api("GET", "/users/profiles", { token })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Array<Record<string, unknown>>
}

beforeAll(async () => {
  app = await wireByHand()
  staff = await staffOfEveryRole(app)
}, 120_000)
afterAll(async () => app?.close())

describe("GET /api/users/profiles", () => {
  it("given a USER, when they open a recipient picker, then each person comes with an id and the name they are labelled by: no e-mail of a named user, no role, no lock state", async () => {
    const profiles = await profilesAs(staff.tokens.USER)
    const manager = profiles.find((p) => p.id === staff.ids.MANAGER)
    expect(manager).toEqual({ id: staff.ids.MANAGER, firstName: "MANAGER", lastName: "Tester", user_metadata: { full_name: "MANAGER Tester" } })
    for (const person of profiles) {
      expect(Object.keys(person).sort(), JSON.stringify(person)).toEqual(["firstName", "id", "lastName", "user_metadata"])
    }
    const text = JSON.stringify(profiles)
    expect(text).not.toContain("@timber.works")
    expect(text).not.toMatch(/"roles?"|ADMIN|accountLocked|may_approve/)
  })

  it("given a MANAGER (who may not read the Users tab), when they pick an assignee, then they get the same names-only answer", async () => {
    const profiles = await profilesAs(staff.tokens.MANAGER)
    expect(profiles.find((p) => p.id === staff.ids.USER)).toEqual({
      id: staff.ids.USER,
      firstName: "USER",
      lastName: "Tester",
      user_metadata: { full_name: "USER Tester" }
    })
    expect(JSON.stringify(profiles)).not.toMatch(/@timber\.works|"role"/)
  })

  it("given an ADMIN, when they add an approval rule, then the profiles are whole: e-mail, role, full name and whether each may approve", async () => {
    const profiles = await profilesAs(staff.tokens.ADMIN)
    expect(profiles.find((p) => p.id === staff.ids.MANAGER)).toMatchObject({
      email: "manager@timber.works",
      role: "MANAGER",
      full_name: "MANAGER Tester",
      may_approve: true
    })
    expect(profiles.find((p) => p.id === staff.ids.USER)).toMatchObject({ email: "user@timber.works", role: "USER", may_approve: false })
  })
})
