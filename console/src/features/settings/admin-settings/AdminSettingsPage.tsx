import { Alert, Box, Card, CardContent, Tab, Tabs } from "@mui/material"
import { LiveTopics } from "@timber/contracts"
import { useState } from "react"
import { useLiveRefetch } from "../../../api/live"
import { useAuth } from "../../../auth/AuthProvider"
import { isAdmin } from "../../../auth/permissions"
import { PageHeader } from "../../../ui/PageHeader"
import { PageSpinner } from "../../../ui/PageSpinner"
import { usePhone } from "../../../ui/use-phone"
import { settingsKey, useSettings } from "./api/administration"
import { EMAIL_FIELDS, SECURITY_FIELDS, SettingsTab, SYSTEM_FIELDS } from "./components/SettingsTab"
import { UsersTab } from "./components/UsersTab"
import { DisplayTokensCard } from "./display-tokens/DisplayTokensCard"
import { BackupsCard } from "./backups/BackupsCard"
import { BACKUP_SCHEDULE_FIELDS } from "./backups/backup-schedule-fields"

const TABS = ["Users", "System", "Email", "Security", "Backups"] as const
type TabName = (typeof TABS)[number]

/** Admin Settings: Users, System, Email and Security (spec section 2), and Backups. The settings tabs are ADMIN only. */
export default function AdminSettingsPage() {
  const { state } = useAuth()
  const me = state.status === "authenticated" ? state.user : null
  const admin = isAdmin(me)
  const [tab, setTab] = useState<TabName>("Users")
  const settings = useSettings()
  const phone = usePhone()
  useLiveRefetch(admin ? [LiveTopics.settings] : [], [settingsKey])
  if (!me) return <PageSpinner />
  const tabs = admin ? TABS : (["Users"] as const)
  return (
    <Box>
      <PageHeader title="Admin Settings" subtitle="Users and their permissions, system, e-mail and security settings, backups" />
      <Card>
        <Tabs
          value={tab}
          onChange={(_e, value: TabName) => setTab(value)}
          // on a phone the four tabs share the width: every one in sight, no scroll arrows
          variant={phone ? "fullWidth" : "scrollable"}
          aria-label="Admin settings sections"
          sx={{ borderBottom: 1, borderColor: "divider", px: phone ? 0 : 1 }}
        >
          {tabs.map((t) => (
            <Tab key={t} value={t} label={t} sx={phone ? { minWidth: 0, px: 1 } : undefined} />
          ))}
        </Tabs>
        <CardContent>
          {tab === "Users" && <UsersTab me={me} />}
          {tab !== "Users" && settings.isError && <Alert severity="error">Failed to load settings</Alert>}
          {tab !== "Users" && settings.isLoading && <PageSpinner />}
          {tab === "System" && settings.data && <SettingsTab title="System" settings={settings.data} fields={SYSTEM_FIELDS} />}
          {tab === "Email" && settings.data && <SettingsTab title="Email (SMTP)" settings={settings.data} fields={EMAIL_FIELDS} />}
          {tab === "Security" && settings.data && <SettingsTab title="Security" settings={settings.data} fields={SECURITY_FIELDS} />}
          {tab === "Security" && <DisplayTokensCard />}
          {tab === "Backups" && settings.data && <SettingsTab title="Daily backup" settings={settings.data} fields={BACKUP_SCHEDULE_FIELDS} />}
          {tab === "Backups" && <BackupsCard />}
        </CardContent>
      </Card>
    </Box>
  )
}
