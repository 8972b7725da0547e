import { describe, expect, it } from "vitest"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { startLog } from "./start-log"

const config = (adminPassword: string) => ({ port: 8080, dataDir: "/srv/timber", jwtSecret: "s", adminEmail: DEFAULT_ADMIN_EMAIL, adminPassword })
const app = { url: "http://localhost:8080", adminCreated: true, adminPasswordInUse: true, fileStorage: "/srv/timber/files" }

describe("the start log's first line", () => {
  it("given the operator log writes it as JSON, then a script waiting for 'is running on <address>' reads the address alone", () => {
    const line = JSON.stringify({ level: "info", msg: startLog(config("Chosen-by-the-operator-7"), app)[0] })
    expect(/is running on (http:\/\/\S+)/.exec(line)?.[1]).toBe(app.url)
  })
})

describe("the start log's admin line", () => {
  it("given ADMIN_PASSWORD chosen by the operator, then the log names where it is, never the password itself", () => {
    const lines = startLog(config("Chosen-by-the-operator-7"), app).join("\n")
    expect(lines).not.toContain("Chosen-by-the-operator-7")
    expect(lines).toContain(`admin: ${DEFAULT_ADMIN_EMAIL} / the password in ADMIN_PASSWORD (created now)`)
  })

  it("given the published default password, then it is shown with the warning to change it", () => {
    const lines = startLog(config(DEFAULT_ADMIN_PASSWORD), app).join("\n")
    expect(lines).toContain(`${DEFAULT_ADMIN_EMAIL} / ${DEFAULT_ADMIN_PASSWORD} (created now)`)
    expect(lines).toContain("(default password: set ADMIN_PASSWORD before the first start in production)")
  })
})
