export * from "./templates"
export * from "./can"
export * from "./roles"
export * from "./editor"
