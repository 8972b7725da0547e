import { expect } from "vitest"
import { STAFF_PASSWORD } from "./staff-of-every-role"
import type { TestApp } from "./test-app"

export interface SignedUpStaff {
  readonly id: string
  readonly email: string
  readonly token: string
}

/** A member of staff the admin creates on the running app (POST /users, the staff password), signed in: whom a spec on `startTestApp` needs. */
export const signUpStaff = async (
  app: Pick<TestApp, "api" | "login">,
  admin: string,
  staff: { readonly email: string; readonly role: string; readonly firstName: string }
): Promise<SignedUpStaff> => {
  const { email, role, firstName } = staff
  const created = await app.api("/users", { method: "POST", token: admin, json: { email, password: STAFF_PASSWORD, firstName, lastName: role, role } })
  expect(created.status).toBe(201)
  return { id: ((await created.json()) as { id: string }).id, email, token: await app.login(email, STAFF_PASSWORD) }
}
