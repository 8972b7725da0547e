import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, UPLOAD_CONTENT_SECURITY_POLICIES } from "@timber/server-edge"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"

const root = join(import.meta.dirname, "../..")

/** Docker cannot run on these machines: the compose file is kept honest by reading it. */
describe("docker-compose.yml", () => {
  const compose = parse(readFileSync(join(root, "docker-compose.yml"), "utf8"), { merge: true }) as {
    services: Record<string, { image?: string; command?: string[]; environment?: Record<string, string>; depends_on?: unknown }>
  }

  it("runs KurrentDB, PostgreSQL, each service and an edge", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["command-service", "edge", "kurrentdb", "postgres", "projections", "query-service"])
  })

  it("runs a KurrentDB that appends to several streams at once (multiStreamAppend: 25.1 or later), and each service waits for it", () => {
    const tag = /^docker\.kurrent\.io\/kurrent-latest\/kurrentdb:(\d+)\.(\d+)/.exec(compose.services.kurrentdb!.image ?? "")
    expect(tag).not.toBeNull()
    const [major, minor] = tag!.slice(1).map(Number)
    expect(major! * 100 + minor!).toBeGreaterThanOrEqual(2501)
    for (const name of ["command-service", "projections", "query-service"]) {
      expect(compose.services[name]!.depends_on).toMatchObject({ kurrentdb: { condition: "service_healthy" } })
    }
  })

  it("starts each service from its own workspace, pointed at both stores", () => {
    for (const name of ["command-service", "projections", "query-service"]) {
      const service = compose.services[name]!
      expect(service.command).toEqual(["npm", "run", "start", "-w", name])
      expect(service.environment?.DATABASE_URL).toMatch(/^postgres:\/\//)
      expect(service.environment?.EVENTSTORE_URL).toMatch(/^kurrentdb:\/\/kurrentdb:2113\b/)
      const pkg = JSON.parse(readFileSync(join(root, name, "package.json"), "utf8")) as { scripts: Record<string, string> }
      expect(pkg.scripts.start).toBeDefined()
    }
  })

  it("routes reads and the live socket to the query service and writes to the command service at the edge", () => {
    const edge = readFileSync(join(root, "deploy/edge.conf"), "utf8")
    expect(edge).toMatch(/GET\s+query;/)
    expect(edge).toMatch(/default command;/)
    expect(edge).toMatch(/location = \/api\/live[\s\S]*proxy_pass http:\/\/query;/)
  })

  it("sends the services' security headers on every answer of the edge, each once", () => {
    const edge = readFileSync(join(root, "deploy/edge.conf"), "utf8")
    const added = Object.fromEntries([...edge.matchAll(/^\s*add_header (\S+) "([^"]*)" always;/gm)].map(([, name, value]) => [name!.toLowerCase(), value]))
    // the policy is chosen from the service's: an upload's sandbox stands, anything else gets the console's
    expect(edge).toMatch(/^\s*add_header Content-Security-Policy \$content_security_policy always;/m)
    const policyMap = /map \$upstream_http_content_security_policy \$content_security_policy \{([^}]*)\}/.exec(edge)![1]!
    const entries = [...policyMap.matchAll(/^\s*("[^"]*"|default)\s+"([^"]*)";/gm)].map(([, key, value]) => [key!.replace(/^"|"$/g, ""), value!] as const)
    expect(entries).toEqual([...UPLOAD_CONTENT_SECURITY_POLICIES.map((policy) => [policy, policy] as const), ["default", CONTENT_SECURITY_POLICY]])
    expect({ ...added, "content-security-policy": CONTENT_SECURITY_POLICY }).toEqual(SECURITY_HEADERS)
    const hidden = [...edge.matchAll(/^\s*proxy_hide_header (\S+);/gm)].map(([, name]) => name!.toLowerCase())
    expect(hidden.sort()).toEqual(Object.keys(SECURITY_HEADERS).sort())
  })

  it("sends the console's precompressed copies and compresses the API's JSON at the edge, hashed assets cached as immutable", () => {
    const edge = readFileSync(join(root, "deploy/edge.conf"), "utf8")
    expect(edge).toMatch(/^\s*gzip_static on;/m)
    expect(edge).toMatch(/^\s*gzip_proxied any;/m)
    expect(edge).toMatch(/^\s*gzip_types [^;]*application\/json/m)
    expect(edge).toMatch(/~\^\/assets\/\s+"public, max-age=31536000, immutable";/)
    // at server level, beside the security headers: an add_header inside a location would drop them there
    expect(edge).toMatch(/^  add_header Cache-Control \$console_cache_control;/m)
    expect(edge.slice(edge.indexOf("  location "))).not.toMatch(/add_header/)
  })

  it("lets the command service take the client address from the X-Forwarded-For entry the edge appends", () => {
    const edge = readFileSync(join(root, "deploy/edge.conf"), "utf8")
    expect(edge).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/)
    expect(compose.services["command-service"]!.environment?.TRUST_FORWARDED_FOR).toBe("true")
  })
})
