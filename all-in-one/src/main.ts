import { exitOnSignals } from "@timber/server-edge"
import { DataDirInUse, exitOnInvalidSchema, StoreOfNewerRelease } from "@timber/eventstore"
import { configFromEnv } from "./config"
import { startApp } from "./app"
import { startLog } from "./start-log"

const config = configFromEnv()
const app = await startApp(config).catch((failure: unknown) => {
  // a second `npm start` on the same PGlite data dir: say so, not a stack trace
  // a store a newer release migrated: what to do, in words (README "Upgrading")
  if (failure instanceof DataDirInUse || failure instanceof StoreOfNewerRelease) {
    console.error(failure.message)
    process.exit(1)
  }
  // an invalid DATABASE_SCHEMA: one sentence too
  return exitOnInvalidSchema(failure)
})
for (const line of startLog(config, app)) app.log.write("info", line)

// SIGTERM/SIGINT: live sockets and keep-alive connections are closed, not waited for (exit within 5 s)
exitOnSignals(app.close, app.log.lines("error"))
