export * from "./cursor"
export * from "./keyset-page"
export * from "./search"
