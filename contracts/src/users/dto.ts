import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { ImageMessages, versionedImageUrl } from "../shared/images"
import { boundedText, flag, optionalText, requiredText } from "../shared/fields"
import { identifierText, optionalNameText, requiredIdentifier } from "../shared/identifiers"
import { ValidationMessages } from "../shared/validation-messages"
import { PermissionMap } from "./permissions"
import { Role } from "./role"
import { permissionPhrase } from "./page-names"
import { RecordVersion, SeenVersionField } from "../shared/record-version"

export const AuthMessages = {
  invalidCredentials: "Invalid credentials: the email or password is wrong",
  accountLocked: "Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it.",
  accountInactive: "Your account is deactivated. Ask an administrator to activate it.",
  missingToken: "Sign in to continue: the request has no valid token",
  expiredToken: "Your session has expired or is invalid. Please sign in again.",
  forbidden: (page: string, action: string) => `You do not have permission to ${permissionPhrase(page, action)}`,
  adminOnly: "Only admins can do this",
  emailTaken: (email: string) => `A user with email ${email} already exists`,
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  /** The Security tab's "password expiry" has passed since the password was set: sign in again with a new one. */
  passwordExpired: "Your password has expired. Choose a new one to sign in.",
  passwordReused: "Choose a new password, not the expired one",
  newPasswordRequired: "Enter a new password",
  tooManyAttempts: (minutes: number) => `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`
} as const

/** Failed attempts that lock an account by default (section 9); the Security tab's "max login attempts" changes it. */
export const MAX_FAILED_LOGINS = 5

/** The sentences of users, profiles and avatars (administration spec sections 5 and 8). */
export const UserMessages = {
  created: "User created successfully!",
  createFailed: "Failed to create user",
  saveFailed: "Failed to save user changes. Please try again.",
  unlocked: "Account unlocked successfully",
  unlockFailed: "Failed to unlock account",
  profileUpdated: "Profile updated successfully!",
  profileFailed: "Failed to update profile",
  currentPasswordRequired: "Please enter your current password",
  passwordsDoNotMatch: "New passwords do not match",
  passwordTooShort: "Password must be at least 8 characters",
  passwordOnlySpaces: "A password cannot be only spaces. Choose one with letters, digits or symbols.",
  passwordTooCommon: "This password is too common: it appears in lists of breached passwords. Choose another.",
  passwordUnchanged: "Your new password must differ from your current one.",
  currentPasswordWrong: "Your current password is not correct",
  notFound: "User not found",
  notLocked: "This account is not locked",
  cannotDeactivateSelf: "You cannot deactivate your own account",
  cannotChangeOwnRole: "You cannot change your own role",
  onlyAdminsGrantAdmin: "Only admins can give or take the ADMIN role",
  avatarType: ImageMessages.wrongType,
  avatarTooLarge: ImageMessages.tooLarge,
  avatarMissing: ImageMessages.missing,
  noAvatar: "This user has no profile picture"
} as const

export const User = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  role: Role,
  permissions: PermissionMap,
  firstName: Schema.String,
  lastName: Schema.String,
  isActive: Schema.Boolean,
  failedLoginAttempts: Schema.Number,
  accountLockedAt: Schema.NullOr(Schema.String),
  user_metadata: Schema.Struct({ full_name: Schema.String }),
  avatar_url: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  version: RecordVersion
})
export type User = typeof User.Type

/** Where a user's profile picture is read; the version changes the address when the picture does. */
export const avatarUrl = (userId: string, sha256: string) => versionedImageUrl(`/api/users/${encodeURIComponent(userId)}/avatar`, sha256)

export const LoginPayload = Schema.Struct({
  email: requiredText("Email", AuthMessages.emailRequired, Bounds.text.email),
  password: requiredText("Password", AuthMessages.passwordRequired, Bounds.text.password),
  /** Sent only after a refusal with AuthMessages.passwordExpired: the password that replaces the expired one. */
  newPassword: Schema.optional(boundedText("New password", Bounds.text.password))
})

export const LoginResponse = Schema.Struct({ token: Schema.String, user: User })
/** A new access token of the session the refresh cookie names (POST /api/auth/refresh). */
export const RefreshResponse = Schema.Struct({ token: Schema.String })

const emailField = Schema.propertySignature(
  identifierText("Email", Bounds.text.email, AuthMessages.emailRequired).pipe(
    Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => ValidationMessages.notEmail("Email") })
  )
).annotations({ missingMessage: () => AuthMessages.emailRequired })

export const CreateUserPayload = Schema.Struct({
  email: emailField,
  password: Schema.propertySignature(
    boundedText("Password", Bounds.text.password).pipe(
      Schema.minLength(Bounds.text.passwordMin, { message: () => ValidationMessages.tooShort("Password", Bounds.text.passwordMin) })
    )
  ).annotations({ missingMessage: () => AuthMessages.passwordRequired }),
  firstName: requiredIdentifier("First name", ValidationMessages.required("First name"), Bounds.text.personName),
  // a one-word username has no last name (the create dialog splits on the first space)
  lastName: Schema.optional(optionalNameText("Last name", Bounds.text.personName)),
  role: requiredText("Role", ValidationMessages.required("Role"), Bounds.text.role),
  isActive: Schema.optional(flag("Active")),
  permissions: Schema.optional(Schema.NullOr(PermissionMap.annotations({ message: () => ValidationMessages.invalid("Permissions") }))),
  description: optionalText("Description")
})
export type CreateUserPayload = typeof CreateUserPayload.Type

const passwordField = boundedText("Password", Bounds.text.password).pipe(
  Schema.minLength(Bounds.text.passwordMin, { message: () => UserMessages.passwordTooShort })
)

/** PUT /api/users/{id} (spec section 7): the password only when the administrator sets a new one. */
export const UpdateUserPayload = Schema.Struct({
  email: emailField,
  firstName: requiredIdentifier("First name", ValidationMessages.required("First name"), Bounds.text.personName),
  lastName: Schema.optional(optionalNameText("Last name", Bounds.text.personName)),
  role: requiredText("Role", ValidationMessages.required("Role"), Bounds.text.role),
  password: Schema.optional(Schema.NullOr(Schema.Union(Schema.Literal(""), passwordField))),
  isActive: Schema.optional(flag("Active")),
  permissions: Schema.optional(Schema.NullOr(PermissionMap.annotations({ message: () => ValidationMessages.invalid("Permissions") }))),
  ...SeenVersionField
})
export type UpdateUserPayload = typeof UpdateUserPayload.Type

/** PUT /api/users/profile: the signed-in user's own names and password (the e-mail cannot change). */
export const ProfilePayload = Schema.Struct({
  firstName: requiredIdentifier("First name", ValidationMessages.required("First name"), Bounds.text.personName),
  lastName: Schema.optional(optionalNameText("Last name", Bounds.text.personName)),
  currentPassword: Schema.optional(Schema.NullOr(boundedText("Current password", Bounds.text.password))),
  newPassword: Schema.optional(Schema.NullOr(boundedText("New password", Bounds.text.password)))
})
export type ProfilePayload = typeof ProfilePayload.Type

/** The rule of section 5, in its order; the console asks the confirmation too, the server has no confirmation to compare. */
export const profilePasswordProblem = (input: {
  readonly currentPassword?: string | null
  readonly newPassword?: string | null
  readonly confirmPassword?: string | null
}): string | null => {
  const next = input.newPassword ?? ""
  if (next === "") return null
  if (!(input.currentPassword ?? "")) return UserMessages.currentPasswordRequired
  if (input.confirmPassword !== undefined && input.confirmPassword !== next) return UserMessages.passwordsDoNotMatch
  if (next.length < Bounds.text.passwordMin) return UserMessages.passwordTooShort
  return null
}

/** "Ada Lovelace King" -> first "Ada", last "Lovelace King": the create dialog's username, split on the first space. */
export const splitUsername = (username: string): { readonly firstName: string; readonly lastName: string } => {
  const trimmed = username.trim()
  const space = trimmed.search(/\s/)
  return space === -1 ? { firstName: trimmed, lastName: "" } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() }
}

/** A user in the Admin Settings list: the User plus what the list shows. */
export const UserList = Schema.Array(User)
