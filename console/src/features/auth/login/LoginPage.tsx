import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, Typography } from "@mui/material"
import { AuthMessages, LoginPayload, profilePasswordProblem, UserMessages } from "@timber/contracts"
import { lazy, Suspense, useEffect, useState, type FormEvent } from "react"
import { Navigate } from "react-router-dom"
import { useAuth } from "../../../auth/AuthProvider"
import { session } from "../../../auth/session"
import type { FieldMap } from "../../../lib/form-validation"
import { useContractForm } from "../../../lib/use-contract-form"
import { BrandMark } from "../../../ui/BrandMark"
import { TextInput } from "../../../ui/TextInput"
import { signInMessage } from "./login-message"

/** The refusal banner loads when a sign-in is first refused, not with the page (first load under 200 kB). */
const Alert = lazy(() => import("@mui/material/Alert"))

interface Credentials {
  readonly email: string
  readonly password: string
}
const loginBody = (c: Credentials) => ({ email: c.email.trim(), password: c.password })
const LOGIN_FIELDS: FieldMap<keyof Credentials> = { email: "email", password: "password" }

/** The refusals of a replacement password: shown beside the New Password field, not above the form. */
const NEW_PASSWORD_REFUSALS: ReadonlySet<string> = new Set([
  AuthMessages.newPasswordRequired,
  AuthMessages.passwordReused,
  UserMessages.passwordsDoNotMatch,
  UserMessages.passwordTooShort,
  UserMessages.passwordOnlySpaces,
  UserMessages.passwordTooCommon
])

/**
 * Where a signed-in user goes from here: the address the guard remembered (spec section 2), when it
 * is a screen of this console (a path, not another site's "//host", not sign-in itself), else the dashboard.
 */
export const afterSignIn = (remembered: string | null) =>
  remembered !== null && /^\/(?![/\\])/.test(remembered) && !/^\/login(?:[/?#]|$)/.test(remembered) ? remembered : "/dashboard"

export default function LoginPage() {
  const { state, login } = useAuth()
  const [email, setEmail] = useState(session.rememberedEmail())
  const [password, setPassword] = useState("")
  const [remember, setRemember] = useState(session.rememberedEmail() !== "")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // the server refused an expired password: the next sign-in carries its replacement
  const [expired, setExpired] = useState(false)
  const [newPassword, setNewPassword] = useState("")
  const [confirmPassword, setConfirmPassword] = useState("")
  const [newPasswordProblem, setNewPasswordProblem] = useState<string | null>(null)
  const validation = useContractForm({ schema: LoginPayload, values: { email, password }, toBody: loginBody, fields: LOGIN_FIELDS })

  // the remembered address is used once: read while leaving, forgotten once left
  useEffect(() => {
    if (state.status === "authenticated") session.takeRedirect()
  }, [state.status])

  // one way out, whether the user signs in here or arrives signed in: a sign-in that also navigated
  // raced this redirect and lost the remembered address to it
  if (state.status === "authenticated") return <Navigate to={afterSignIn(session.peekRedirect())} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!validation.valid) return
    // section 5's password rules, as on the profile, before the replacement is sent
    const problem = !expired
      ? null
      : newPassword === ""
        ? AuthMessages.newPasswordRequired
        : profilePasswordProblem({ currentPassword: password, newPassword, confirmPassword })
    if (problem) return setNewPasswordProblem(problem)
    setBusy(true)
    setError(null)
    setNewPasswordProblem(null)
    try {
      await login(email.trim(), password, expired ? newPassword : undefined)
      session.rememberEmail(remember, email.trim())
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : undefined
      if (message === AuthMessages.passwordExpired) setExpired(true)
      if (expired && message !== undefined && NEW_PASSWORD_REFUSALS.has(message)) return setNewPasswordProblem(message)
      // while replacing an expired password the server's own words say what to fix
      setError(expired || message === AuthMessages.passwordExpired ? (message ?? AuthMessages.passwordExpired) : signInMessage(message))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "linear-gradient(135deg, #0f172a 0%, #1e293b 55%, #7f1d1d 100%)", p: 2 }}
    >
      <Card sx={{ width: "100%", maxWidth: 420, borderRadius: 3, boxShadow: "0 30px 60px rgba(15,23,42,.45)" }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={1} sx={{ alignItems: "center", mb: 3 }}>
            <BrandMark size={48} />
            <Typography variant="h5" component="h1">
              Timber Works
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sign in to the operations console
            </Typography>
          </Stack>
          <form onSubmit={submit} noValidate>
            <Stack spacing={2}>
              {error && (
                <Suspense
                  fallback={
                    <Typography role="alert" color="error">
                      {error}
                    </Typography>
                  }
                >
                  <Alert severity={error === AuthMessages.passwordExpired ? "warning" : "error"}>{error}</Alert>
                </Suspense>
              )}
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                {...validation.fieldProps("email", "")}
                autoFocus
              />
              <TextInput
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                {...validation.fieldProps("password", "")}
              />
              {expired && (
                <>
                  <TextInput
                    label="New Password"
                    type="password"
                    autoComplete="new-password"
                    required
                    value={newPassword}
                    onChange={(e) => {
                      setNewPassword(e.target.value)
                      setNewPasswordProblem(null)
                    }}
                    error={newPasswordProblem !== null}
                    helperText={newPasswordProblem ?? "At least 8 characters, not the expired one"}
                  />
                  <TextInput
                    label="Confirm New Password"
                    type="password"
                    autoComplete="new-password"
                    required
                    value={confirmPassword}
                    onChange={(e) => setConfirmPassword(e.target.value)}
                  />
                </>
              )}
              <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label="Remember me" />
              <Button type="submit" variant="contained" color="secondary" size="large" disabled={busy || !validation.valid}>
                {busy ? "Signing in…" : expired ? "Change Password and Sign in" : "Sign in"}
              </Button>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  )
}
