// A runner thread that starts, says so, and ends with an error a moment later (threaded-runner.unit.spec.ts).
import { parentPort } from "node:worker_threads"

parentPort.postMessage({ said: "log", line: "thread began" })
parentPort.postMessage({ said: "started" })
setTimeout(() => process.exit(3), 50)
