import type { DisplayTokenId } from "./id"

export interface CreateDisplayToken {
  readonly _tag: "CreateDisplayToken"
  readonly displayTokenId: DisplayTokenId
  readonly name: string
  readonly tokenSha256: string
  readonly by: string
}
export interface RevokeDisplayToken {
  readonly _tag: "RevokeDisplayToken"
  readonly displayTokenId: DisplayTokenId
  readonly by: string
}
export type DisplayTokenCommand = CreateDisplayToken | RevokeDisplayToken
