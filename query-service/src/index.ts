export { makeQueryService, type QueryService, type QueryServiceOptions, READ_YOUR_WRITES_TIMEOUT_MS } from "./service"
export { LIVE_PATH } from "./live/hub"
