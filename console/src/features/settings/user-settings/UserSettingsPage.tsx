import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, FormControlLabel, Grid, Stack, Switch, TextField, Typography } from "@mui/material"
import PhotoCameraIcon from "@mui/icons-material/PhotoCamera"
import { ProfilePayload, profilePasswordProblem, UserMessages, type User } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useEffect, useRef, useState } from "react"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { StaleEditNotice } from "../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../ui/what-changed"
import { useAuth } from "../../../auth/AuthProvider"
import { session } from "../../../auth/session"
import type { FieldMap } from "../../../lib/form-validation"
import { useContractForm } from "../../../lib/use-contract-form"
import { PageHeader } from "../../../ui/PageHeader"
import { PageSpinner } from "../../../ui/PageSpinner"
import { PersonNameFields } from "../../../ui/PersonNameFields"
import { SubmitHint } from "../../../ui/SubmitHint"
import { UserAvatar } from "../../shell/TopBar"
import { useUpdateProfile, useUploadAvatar } from "./api/profile"
import { AVATAR_RESIZE, IMAGE_ACCEPT, imageFileProblem, resizeImage } from "../../../lib/image-file"
import { SubmitButton } from "../../../ui/SubmitButton"

interface ProfileForm {
  readonly firstName: string
  readonly lastName: string
  readonly currentPassword: string
  readonly newPassword: string
  readonly confirmPassword: string
}
const formOf = (user: User): ProfileForm => ({ firstName: user.firstName, lastName: user.lastName, currentPassword: "", newPassword: "", confirmPassword: "" })
const profileBody = (form: ProfileForm): ProfilePayload => ({
  firstName: form.firstName,
  lastName: form.lastName,
  currentPassword: form.currentPassword || undefined,
  newPassword: form.newPassword || undefined
})
/** What a stale-save notice compares: the names the form edits. */
const COMPARED: ReadonlyArray<ComparedField<User>> = [
  { label: "First name", value: (u) => u.firstName },
  { label: "Last name", value: (u) => u.lastName }
]
const FIELDS: FieldMap<keyof ProfileForm> = { firstName: "firstName", lastName: "lastName", currentPassword: "currentPassword", newPassword: "newPassword" }

/** User Settings: profile picture, profile info (e-mail read-only), password change, preferences. */
export default function UserSettingsPage() {
  const { state } = useAuth()
  const user = state.status === "authenticated" ? state.user : null
  if (!user) return <PageSpinner />
  return <UserSettings user={user} />
}

const UserSettings = ({ user }: { user: User }) => {
  const { enqueueSnackbar } = useSnackbar()
  const { replaceUser } = useAuth()
  const [form, setForm] = useState<ProfileForm>(() => formOf(user))
  const [problem, setProblem] = useState<string | null>(null)
  const update = useUpdateProfile()
  const upload = useUploadAvatar()
  const runUpdate = useToastMutation(update)
  const runUpload = useToastMutation(upload)
  const fileInput = useRef<HTMLInputElement>(null)
  const [rememberEmail, setRememberEmail] = useState(() => session.rememberedEmail() === user.email)
  const validation = useContractForm({ schema: ProfilePayload, values: form, toBody: profileBody, fields: FIELDS, serverError: update.error })
  useEffect(() => setForm((f) => ({ ...f, firstName: user.firstName, lastName: user.lastName })), [user.firstName, user.lastName])
  const set = (patch: Partial<ProfileForm>) => {
    setProblem(null)
    setForm((f) => ({ ...f, ...patch }))
  }

  const save = () => {
    // section 5's password rule, in its order, before anything is sent
    const passwordProblem = profilePasswordProblem(form)
    if (passwordProblem) return setProblem(passwordProblem)
    runUpdate(
      { payload: profileBody(form), version: user.version },
      {
        success: UserMessages.profileUpdated,
        failure: UserMessages.profileFailed,
        then: () => setForm((f) => ({ ...f, currentPassword: "", newPassword: "", confirmPassword: "" }))
      }
    )
  }

  const choosePicture = async (file: File | undefined) => {
    if (!file) return
    const fileProblem = imageFileProblem(file)
    if (fileProblem) return enqueueSnackbar(fileProblem, { variant: "error" })
    try {
      const bytes = await resizeImage(file, AVATAR_RESIZE)
      runUpload({ bytes, name: file.name }, { success: UserMessages.profileUpdated, failure: UserMessages.profileFailed })
    } catch {
      enqueueSnackbar(UserMessages.avatarType, { variant: "error" })
    }
  }

  return (
    <Box>
      <PageHeader title="User Settings" subtitle="Your profile, password and preferences" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card sx={{ height: "100%" }}>
            <CardHeader title="Profile Picture" slotProps={{ title: { component: "h2", variant: "h6" } }} />
            <CardContent>
              <Stack spacing={2} sx={{ alignItems: "center" }}>
                <UserAvatar user={user} size={96} />
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept={IMAGE_ACCEPT}
                  aria-label="Profile picture file"
                  onChange={(e) => void choosePicture(e.target.files?.[0]).finally(() => (e.target.value = ""))}
                />
                <Button variant="outlined" startIcon={<PhotoCameraIcon />} disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
                  {upload.isPending ? "Uploading..." : "Upload Picture"}
                </Button>
                <Typography variant="caption" color="text.secondary" sx={{ textAlign: "center" }}>
                  PNG, JPEG or WebP, at most 2 MB. It is cropped square and resized.
                </Typography>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardHeader title="Profile Information" slotProps={{ title: { component: "h2", variant: "h6" } }} />
            <CardContent>
              <Stack spacing={2}>
                {/* an administrator changed this profile since the page loaded it: loading the current one starts from it */}
                <StaleEditNotice
                  error={update.error}
                  loaded={user}
                  fields={COMPARED}
                  onLoadCurrent={(current) => (update.reset(), current && replaceUser(current))}
                />
                <PersonNameFields name={form} fieldProps={validation.fieldProps} onChange={set} />
                <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
                  <TextField fullWidth label="Email" value={user.email} slotProps={{ input: { readOnly: true } }} helperText="Email cannot be changed" />
                  <Chip label={user.role} />
                </Stack>
                <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
                  Security
                </Typography>
                <TextField
                  label="Current password"
                  type="password"
                  autoComplete="current-password"
                  value={form.currentPassword}
                  onChange={(e) => set({ currentPassword: e.target.value })}
                  {...validation.fieldProps("currentPassword")}
                />
                <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                  <TextField
                    fullWidth
                    label="New password"
                    type="password"
                    autoComplete="new-password"
                    value={form.newPassword}
                    onChange={(e) => set({ newPassword: e.target.value })}
                    // the server's refusal (too common, spaces only, the current one again) shows here
                    {...validation.fieldProps("newPassword", "At least 8 characters; leave empty to keep yours")}
                  />
                  <TextField
                    fullWidth
                    label="Confirm new password"
                    type="password"
                    autoComplete="new-password"
                    value={form.confirmPassword}
                    onChange={(e) => set({ confirmPassword: e.target.value })}
                    helperText=" "
                  />
                </Stack>
                {problem && <Alert severity="error">{problem}</Alert>}
                <Box>
                  <SubmitButton busy={update.isPending} disabled={!validation.valid} onClick={save} aria-describedby="profile-problem">
                    {update.isPending ? "Saving..." : "Save Profile"}
                  </SubmitButton>
                  <SubmitHint id="profile-problem" errors={validation.errors} />
                </Box>
              </Stack>
            </CardContent>
          </Card>
          <Card sx={{ mt: 3 }}>
            <CardHeader title="Preferences" slotProps={{ title: { component: "h2", variant: "h6" } }} />
            <CardContent>
              <FormControlLabel
                control={
                  <Switch
                    checked={rememberEmail}
                    onChange={(e) => {
                      session.rememberEmail(e.target.checked, user.email)
                      setRememberEmail(e.target.checked)
                    }}
                  />
                }
                label="Remember my e-mail on this device"
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  )
}
