export * from "./templates"
export * from "./can"
