export { startApp, type RunningApp } from "./app"
export { configFromEnv, type AllInOneConfig, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
