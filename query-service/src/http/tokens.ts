import { jwtVerify } from "jose"

/** The user id of a valid token signed by the command service, or null. */
export const tokenSubject = async (secret: string, token: string): Promise<string | null> => {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { issuer: "timber-works", algorithms: ["HS256"] })
    return typeof payload.sub === "string" ? payload.sub : null
  } catch {
    return null
  }
}
