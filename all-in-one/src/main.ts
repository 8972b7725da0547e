import { exitOnSignals } from "@timber/contracts/http/server-stop"
import { configFromEnv } from "./config"
import { startApp } from "./app"
import { startLog } from "./start-log"

const config = configFromEnv()
const app = await startApp(config)
for (const line of startLog(config, app)) console.log(line)

// SIGTERM/SIGINT: live sockets and keep-alive connections are closed, not waited for (exit within 5 s)
exitOnSignals(app.close)
