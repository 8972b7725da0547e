import { hash, verify } from "@node-rs/argon2"

// argon2id (the library's default algorithm) with its default cost: ~33 ms a hash here.
export const hashPassword = (password: string) => hash(password)

export const passwordMatches = async (storedHash: string, password: string) => {
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

let decoy: Promise<string> | undefined
/** Verified against when the e-mail is unknown, so an unknown account costs the same time as a wrong password. */
export const decoyHash = () => (decoy ??= hash(crypto.randomUUID()))
