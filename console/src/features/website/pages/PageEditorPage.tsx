import AddIcon from "@mui/icons-material/Add"
import ArrowBackIcon from "@mui/icons-material/ArrowBack"
import OpenInNewIcon from "@mui/icons-material/OpenInNew"
import SaveIcon from "@mui/icons-material/Save"
import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from "@mui/material"
import { WebsitePageMessages, type WebsitePage } from "@timber/contracts"
import { useSnackbar } from "notistack"
import { useEffect, useState, type ChangeEvent } from "react"
import { Link as RouterLink } from "react-router-dom"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { useMay } from "../../../lib/write-actions"
import { PageHeader } from "../../../ui/PageHeader"
import { StaleEditNotice } from "../../../ui/StaleEditNotice"
import { SubmitButton } from "../../../ui/SubmitButton"
import type { ComparedField } from "../../../ui/what-changed"
import { useComingSoonPage, useRestoreVersion, useSavePage } from "./api/pages"
import { CarouselItemEditor } from "./components/CarouselItemEditor"
import { FilePickerDialog } from "./components/FilePickerDialog"
import { VersionsCard } from "./components/VersionsCard"
import { contentToSave, editorContentOf, EMPTY_IMAGE, type EditorContent, type EditorImage } from "./editor-content"

type TextFieldName = Exclude<keyof EditorContent, "carouselImages">

/** What a stale-edit notice compares, labelled as the editor shows it. */
const COMPARED: ReadonlyArray<ComparedField<WebsitePage>> = [
  { label: "Version", value: (p) => p.version },
  { label: "Main Title", value: (p) => p.content.mainTitle },
  { label: "Highlighted Word", value: (p) => p.content.highlightedWord },
  { label: "Subtitle", value: (p) => p.content.subtitle },
  { label: "Phone", value: (p) => p.content.phone },
  { label: "Email", value: (p) => p.content.email },
  { label: "Logo URL", value: (p) => p.content.logoUrl },
  { label: "Carousel Images", value: (p) => (p.content.carouselImages ?? []).length }
]

/**
 * The page editor (spec section 2): always the coming-soon page, whatever the address's pageId.
 * Header, Contact, Logo and Carousel Images; Save Changes writes a new version; earlier versions can
 * be shown and restored. A user who may not change the page sees it read-only, with no write offered.
 */
export default function PageEditorPage() {
  const { enqueueSnackbar } = useSnackbar()
  const may = useMay()
  const page = useComingSoonPage()
  const save = useSavePage()
  const restore = useRestoreVersion()
  const runSave = useToastMutation(save)
  const runRestore = useToastMutation(restore)
  const [content, setContent] = useState<EditorContent>(() => editorContentOf(null))
  // the page (and so the content version) the editor's content was loaded from: a save is made on it
  const [loaded, setLoaded] = useState<WebsitePage | null>(null)
  const [picking, setPicking] = useState<number | null>(null)
  const pageId = page.data?.id ?? null
  const startFrom = (from: WebsitePage) => {
    setLoaded(from)
    setContent(editorContentOf(from.content))
  }
  const editable = pageId === null ? may("createWebsitePage") : may("editWebsitePage")

  // the saved content once it arrives; a failed load is ignored and the defaults stay (spec section 8)
  useEffect(() => {
    if (!page.data) return
    setLoaded(page.data)
    setContent(editorContentOf(page.data.content))
  }, [page.data])

  const setText = (field: TextFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setContent((c) => ({ ...c, [field]: event.target.value }))
  const setImage = (index: number, image: EditorImage) =>
    setContent((c) => ({ ...c, carouselImages: c.carouselImages.map((old, i) => (i === index ? image : old)) }))
  const removeImage = (index: number) => setContent((c) => ({ ...c, carouselImages: c.carouselImages.filter((_, i) => i !== index) }))
  const addImage = () => setContent((c) => ({ ...c, carouselImages: [...c.carouselImages, EMPTY_IMAGE] }))

  const onSave = () =>
    runSave(
      { page: loaded, content: contentToSave(content) },
      { success: WebsitePageMessages.saved, failure: (why) => WebsitePageMessages.saveFailed(why), then: startFrom }
    )
  const onRestore = (version: number) =>
    pageId &&
    runRestore(
      { pageId, version },
      {
        success: WebsitePageMessages.restored(version),
        failure: (why) => WebsitePageMessages.saveFailed(why),
        then: startFrom
      }
    )
  const field = (name: TextFieldName, label: string, extra: { multiline?: boolean; type?: string; helperText?: string } = {}) => (
    <TextField
      label={label}
      value={content[name]}
      onChange={setText(name)}
      disabled={!editable}
      fullWidth
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      type={extra.type}
      helperText={extra.helperText}
    />
  )

  return (
    <>
      <PageHeader
        title="Edit Coming Soon Page"
        subtitle="The public page visitors see at /"
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
            <Button component={RouterLink} to="/dashboard/website/pages" startIcon={<ArrowBackIcon />}>
              Back
            </Button>
            <Button component="a" href="/" target="_blank" rel="noopener" variant="outlined" startIcon={<OpenInNewIcon />}>
              Preview
            </Button>
            {editable ? (
              <SubmitButton startIcon={<SaveIcon />} onClick={onSave} busy={save.isPending} disabled={page.isPending}>
                {save.isPending ? "Saving..." : "Save Changes"}
              </SubmitButton>
            ) : null}
          </Stack>
        }
      />
      <StaleEditNotice
        error={save.error}
        loaded={loaded}
        fields={COMPARED}
        onLoadCurrent={(current) => {
          save.reset()
          if (current) startFrom(current)
        }}
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        Changes appear on the public Coming Soon page once you save. Upload pictures in the file manager (Website Files) or here, or paste an image URL. Every
        save is kept as a version you can restore.
      </Alert>
      {editable ? null : (
        <Alert severity="warning" sx={{ mb: 3 }}>
          You can view this page. Changing it needs the Website Pages edit permission.
        </Alert>
      )}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" }, alignItems: "start" }}>
        <Stack spacing={3}>
          <Card component="section" aria-labelledby="header-title">
            <CardHeader title="Header" slotProps={{ title: { variant: "h6", component: "h2", id: "header-title" } }} />
            <CardContent>
              <Stack spacing={2}>
                {field("mainTitle", "Main Title")}
                {field("highlightedWord", "Highlighted Word", { helperText: "Shown after the main title in the accent colour" })}
                {field("subtitle", "Subtitle", { multiline: true })}
              </Stack>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="contact-title">
            <CardHeader title="Contact" slotProps={{ title: { variant: "h6", component: "h2", id: "contact-title" } }} />
            <CardContent>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                {field("phone", "Phone", { type: "tel" })}
                {field("email", "Email", { type: "email" })}
              </Stack>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="logo-title">
            <CardHeader title="Logo" slotProps={{ title: { variant: "h6", component: "h2", id: "logo-title" } }} />
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
                {content.logoUrl ? (
                  <Box component="img" src={content.logoUrl} alt="Logo preview" sx={{ width: 64, height: 64, objectFit: "contain", flex: "none" }} />
                ) : null}
                {field("logoUrl", "Logo URL", { helperText: "Upload the logo in the file manager (Website Files), then paste its URL here" })}
              </Stack>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="carousel-title">
            <CardHeader
              title="Carousel Images"
              slotProps={{ title: { variant: "h6", component: "h2", id: "carousel-title" } }}
              action={
                editable ? (
                  <Button startIcon={<AddIcon />} onClick={addImage}>
                    Add Image
                  </Button>
                ) : null
              }
            />
            <CardContent>
              {content.carouselImages.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
                  {WebsitePageMessages.noCarousel}
                </Typography>
              ) : (
                <Stack spacing={2}>
                  {content.carouselImages.map((image, i) => (
                    <CarouselItemEditor
                      key={i}
                      index={i}
                      image={image}
                      editable={editable}
                      mayUpload={may("uploadWebsiteImage")}
                      onChange={(next) => setImage(i, next)}
                      onDelete={() => removeImage(i)}
                      onBrowse={() => setPicking(i)}
                    />
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Stack>
        <VersionsCard pageId={pageId} mayRestore={may("editWebsitePage")} onRestore={onRestore} />
      </Box>
      <FilePickerDialog
        open={picking !== null}
        onClose={() => setPicking(null)}
        onPick={(url) => {
          if (picking === null) return
          setImage(picking, { ...content.carouselImages[picking]!, src: url })
          enqueueSnackbar(WebsitePageMessages.imageSelected, { variant: "success" })
        }}
      />
    </>
  )
}
