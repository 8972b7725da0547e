import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { boundedText, flag, optionalText, requiredText } from "../shared/fields"
import { ValidationMessages } from "../shared/validation-messages"
import { PermissionMap } from "./permissions"
import { Role } from "./role"

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
  passwordRequired: "Password is required",
  tooManyAttempts: (minutes: number) => `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`
} as const

/** Failed attempts that lock an account (issue 2). */
export const MAX_FAILED_LOGINS = 5

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
  createdAt: Schema.String
})
export type User = typeof User.Type

export const LoginPayload = Schema.Struct({
  email: requiredText("Email", AuthMessages.emailRequired, Bounds.text.email),
  password: requiredText("Password", AuthMessages.passwordRequired, Bounds.text.password)
})

export const LoginResponse = Schema.Struct({ token: Schema.String, user: User })

const emailField = Schema.propertySignature(
  boundedText("Email", Bounds.text.email).pipe(
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
  firstName: requiredText("First name", ValidationMessages.required("First name"), Bounds.text.personName),
  lastName: requiredText("Last name", ValidationMessages.required("Last name"), Bounds.text.personName),
  role: requiredText("Role", ValidationMessages.required("Role"), Bounds.text.role),
  isActive: Schema.optional(flag("Active")),
  permissions: Schema.optional(Schema.NullOr(PermissionMap.annotations({ message: () => ValidationMessages.invalid("Permissions") }))),
  description: optionalText("Description")
})
export type CreateUserPayload = typeof CreateUserPayload.Type
