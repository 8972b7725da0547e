import { Box, CircularProgress, Stack, Typography } from "@mui/material"
import { NewsletterMessages } from "@timber/contracts"
import { useEffect, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { BrandMark } from "../../ui/BrandMark"

/**
 * The unsubscribe link's page (no sign-in): it posts the link's signed token once and says what
 * happened in one sentence. A plain fetch: this page must stay small and needs no session.
 * Posting from the page (not a GET that changes state) keeps mail scanners that prefetch links
 * from unsubscribing anyone.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams()
  const token = params.get("token") ?? ""
  const [answer, setAnswer] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    fetch("/api/crm/newsletter/unsubscribe", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) })
      .then(async (response) => ((await response.json()) as { message?: string }).message ?? NewsletterMessages.unsubscribeInvalid)
      .catch(() => NewsletterMessages.unsubscribeInvalid)
      .then((message) => current && setAnswer(message))
    return () => {
      current = false
    }
  }, [token])
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "#f8fafc", p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", maxWidth: 480 }}>
        <BrandMark size={48} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Mailing list
        </Typography>
        {answer === null ? <CircularProgress aria-label="Unsubscribing" /> : <Typography role="status">{answer}</Typography>}
      </Stack>
    </Box>
  )
}
