import { Schema } from "effect"
import { optionalText, requiredText } from "../shared/fields"
import { PermissionMap } from "./permissions"

export const AuthMessages = {
  invalidCredentials: "Invalid credentials: the email or password is wrong",
  accountLocked: "Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it.",
  accountInactive: "Your account is deactivated. Ask an administrator to activate it.",
  missingToken: "Sign in to continue: the request has no valid token",
  expiredToken: "Your session has expired or is invalid. Please sign in again.",
  forbidden: (page: string, action: string) => `You do not have permission to ${action} ${page}`,
  adminOnly: "Only admins can do this",
  emailTaken: (email: string) => `A user with email ${email} already exists`,
  emailRequired: "Email is required",
  passwordRequired: "Password is required"
} as const

/** Failed attempts that lock an account (issue 2). */
export const MAX_FAILED_LOGINS = 5

export const User = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  role: Schema.String,
  permissions: PermissionMap,
  firstName: Schema.String,
  lastName: Schema.String,
  isActive: Schema.Boolean,
  failedLoginAttempts: Schema.Number,
  accountLockedAt: Schema.NullOr(Schema.String),
  user_metadata: Schema.Struct({ full_name: Schema.String }),
  avatar_url: Schema.NullOr(Schema.String),
  createdAt: Schema.String
})
export type User = typeof User.Type

export const LoginPayload = Schema.Struct({
  email: requiredText("Email", AuthMessages.emailRequired, 254),
  password: requiredText("Password", AuthMessages.passwordRequired, 200)
})

export const LoginResponse = Schema.Struct({ token: Schema.String, user: User })

const emailField = Schema.propertySignature(
  Schema.String.annotations({ message: () => "Email must be text" }).pipe(
    Schema.filter((s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) && s.length <= 254, {
      message: () => "Email must be a valid email address"
    })
  )
).annotations({ missingMessage: () => AuthMessages.emailRequired })

export const CreateUserPayload = Schema.Struct({
  email: emailField,
  password: Schema.propertySignature(
    Schema.String.annotations({ message: () => "Password must be text" }).pipe(
      Schema.filter((s) => s.length >= 8 && s.length <= 200, { message: () => "Password must be at least 8 characters" })
    )
  ).annotations({ missingMessage: () => AuthMessages.passwordRequired }),
  firstName: requiredText("First name", "First name is required", 100),
  lastName: requiredText("Last name", "Last name is required", 100),
  role: requiredText("Role", "Role is required", 40),
  isActive: Schema.optional(Schema.Boolean.annotations({ message: () => "isActive must be true or false" })),
  permissions: Schema.optional(Schema.NullOr(PermissionMap)),
  description: optionalText("Description")
})
export type CreateUserPayload = typeof CreateUserPayload.Type
