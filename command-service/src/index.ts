export { makeCommandService, type CommandService, type CommandServiceOptions } from "./service"
export { seedAdmin } from "./seed/admin"
export { verifyToken, signToken } from "@timber/contracts/auth/session-token"
