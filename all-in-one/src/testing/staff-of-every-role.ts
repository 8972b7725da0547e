import { expect } from "vitest"
import type { HandWired } from "./hand-wired"

export const STAFF_PASSWORD = "Passw0rd-long"

export interface StaffOfEveryRole {
  readonly tokens: Record<"ADMIN" | "MANAGER" | "USER", string>
  readonly ids: Record<"MANAGER" | "USER", string>
}

/** The seeded admin signed in, and one MANAGER and one USER created by that admin and signed in: who a role walk asks. */
export const staffOfEveryRole = async (app: Pick<HandWired, "api" | "login">): Promise<StaffOfEveryRole> => {
  const admin = await app.login()
  const staff: Record<string, { id: string; token: string }> = {}
  for (const role of ["MANAGER", "USER"] as const) {
    const email = `${role.toLowerCase()}@timber.works`
    const created = await app.api("POST", "/users", { token: admin, json: { email, password: STAFF_PASSWORD, firstName: role, lastName: "Tester", role } })
    expect(created.status, await created.clone().text()).toBe(201)
    staff[role] = { id: ((await created.json()) as { id: string }).id, token: await app.login(email, STAFF_PASSWORD) }
  }
  return {
    tokens: { ADMIN: admin, MANAGER: staff.MANAGER!.token, USER: staff.USER!.token },
    ids: { MANAGER: staff.MANAGER!.id, USER: staff.USER!.id }
  }
}

/**
 * Calls made as one of the staff, by role (`tokens` is filled once they are signed up); a read
 * first lets the read models catch up and expects a 200. `app` is asked for at each call: the
 * specs wire it in `beforeAll`.
 */
export const callsAsStaff = (app: () => Pick<HandWired, "api" | "projections">, tokens: Readonly<Record<string, string>>) => {
  const as = (who: string, method: string, path: string, body?: unknown) => app().api(method, path, { token: tokens[who], json: body })
  const read = async <T>(path: string, who = "USER") => {
    await app().projections.catchUp()
    const response = await as(who, "GET", path)
    expect(response.status, path).toBe(200)
    return (await response.json()) as T
  }
  return { as, read }
}
