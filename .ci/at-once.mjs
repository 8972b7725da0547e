// Runs the npm scripts it is given side by side and fails when any fails: the checks of `npm test`
// are each one single-threaded process (tsc, eslint, depcruise, prettier), so on a 2-core machine two
// at a time finish in about half the time one after the other takes. Each script's output is printed
// whole when it ends, so the lines of two checks never interleave.
import { spawn } from "node:child_process"

const scripts = process.argv.slice(2)
const started = Date.now()
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`

const run = (script) =>
  new Promise((resolve) => {
    const since = Date.now()
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } })
    const output = []
    child.stdout.on("data", (chunk) => output.push(chunk))
    child.stderr.on("data", (chunk) => output.push(chunk))
    child.on("error", (error) => output.push(Buffer.from(String(error))))
    child.on("close", (code) => {
      const text = Buffer.concat(output).toString().trimEnd()
      process.stdout.write(`${code === 0 ? "✓" : "✗"} ${script} (${seconds(since)})\n${text ? `${text}\n` : ""}`)
      resolve(code === 0)
    })
  })

const results = await Promise.all(scripts.map(run))
const failed = scripts.filter((_, i) => !results[i])
process.stdout.write(failed.length ? `failed: ${failed.join(", ")} (${seconds(started)})\n` : `all passed: ${scripts.join(", ")} (${seconds(started)})\n`)
process.exit(failed.length ? 1 : 0)
