import { ApprovalMessages } from "../approvals/rules"
import { CalculatorMessages } from "../calculations/dto"
import { DryingMessages } from "../drying/messages"
import { LotMessages } from "../lots/messages"
import { sentencePatterns, ValidationMessages } from "../shared/validation-messages"
import { ReceiptMessages } from "../receipts/messages"
import { SlicingMessages } from "../slicing/messages"
import { StockMessages } from "../stock/messages"
import { WarehouseMessages } from "../warehouses/messages"
import { AuthMessages, UserMessages } from "../users/dto"
import { RoleMessages } from "../roles/dto"
import { SettingsMessages } from "../settings/dto"
import { WoodTypeMessages } from "../wood-types/messages"
import { NotificationMessages } from "../notifications/dto"
import { TransferMessages } from "../transfers/messages"
import { AssetCategoryMessages, AssetMessages } from "../assets/messages"
import { ProductSearchMessages } from "../assets/product-search"
import { WebsitePageMessages } from "../website/messages"

/**
 * The one catalogue of sentences a refusal may carry: the validation templates and the
 * spec's quoted messages of every context. A 400's `message` and each field message is one
 * of these (`wire.ts` replaces anything else); tests assert membership.
 */
const patterns = [
  ...sentencePatterns(ValidationMessages, { numbers: true }),
  ...[
    LotMessages,
    CalculatorMessages,
    DryingMessages,
    SlicingMessages,
    ReceiptMessages,
    ApprovalMessages,
    AuthMessages,
    WoodTypeMessages,
    WarehouseMessages,
    StockMessages,
    UserMessages,
    RoleMessages,
    SettingsMessages,
    NotificationMessages,
    TransferMessages,
    AssetMessages,
    AssetCategoryMessages,
    ProductSearchMessages,
    WebsitePageMessages
  ].flatMap((messages) => sentencePatterns(messages, { numbers: false }))
]

export const isCatalogueMessage = (message: string) => patterns.some((pattern) => pattern.test(message))

/** One decode issue as Effect's ArrayFormatter (and the HttpApiDecodeError body) gives it. */
export interface DecodeIssue {
  readonly _tag?: string
  readonly path?: ReadonlyArray<unknown>
  readonly message?: string
}

export interface FieldMessage {
  readonly path: string
  readonly message: string
}

const keyLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[^A-Za-z0-9]+/g, " ")
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : "This field"
}

/** The field's name as a person reads it: its last named segment ("sleeper_sizes.0.width" is "Width"). */
const labelOf = (path: ReadonlyArray<string>) => keyLabel([...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? "")

/** The issue's own sentence when the catalogue has it, else the catalogue's sentence for its kind. */
const sentenceOf = (issue: DecodeIssue, path: ReadonlyArray<string>): { readonly message: string; readonly fromSchema: boolean } => {
  const own =
    (issue.message ?? "")
      .split("\n")
      .map((line) => line.trim())
      .find((line) => line.length > 0) ?? ""
  if (isCatalogueMessage(own)) return { message: own, fromSchema: true }
  if (path.length === 0) return { message: ValidationMessages.notAnObject, fromSchema: false }
  const label = labelOf(path)
  switch (issue._tag) {
    case "Missing":
      return { message: ValidationMessages.required(label), fromSchema: false }
    case "Unexpected":
      return { message: ValidationMessages.notAField(label), fromSchema: false }
    default:
      return { message: ValidationMessages.invalid(label), fromSchema: false }
  }
}

/**
 * One catalogue sentence per field: a union (a nullable or optional field, a body of two shapes)
 * fails once per member, and only the member that names the real problem is kept.
 */
export const fieldMessages = (issues: ReadonlyArray<DecodeIssue>): ReadonlyArray<FieldMessage> => {
  const byPath = new Map<string, { readonly message: string; readonly fromSchema: boolean }>()
  for (const issue of issues) {
    const path = (issue.path ?? []).map(String)
    const key = path.join(".")
    const sentence = sentenceOf(issue, path)
    const kept = byPath.get(key)
    if (kept === undefined || (!kept.fromSchema && sentence.fromSchema)) byPath.set(key, sentence)
  }
  return [...byPath].map(([path, { message }]) => ({ path, message }))
}
