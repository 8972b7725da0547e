import { Alert, Button, Stack, TextField, Typography } from "@mui/material"
import UploadIcon from "@mui/icons-material/Upload"
import LinkIcon from "@mui/icons-material/Link"
import { AssetMessages } from "@timber/contracts"
import { useRef, useState } from "react"
import { useSignedInImageSrc } from "../../../../api/queries/avatar"
import { useToastMutation } from "../../../../api/use-toast-mutation"
import { IMAGE_ACCEPT, imageFileProblem } from "../../../../lib/image-file"
import { useUploadAssetImage, useUploadAssetImageUrl } from "../api/asset-form-calls"
import { PictureFrame } from "./PictureFrame"

interface Props {
  readonly imageUrl: string | null
  readonly categoryName: string | null
  readonly onChange: (imageUrl: string | null) => void
}

/** Product Image (section 2): upload a picture (resized in the browser first) or have the server fetch one from a URL. */
export const ProductImageSection = ({ imageUrl, categoryName, onChange }: Props) => {
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [address, setAddress] = useState("")
  const shown = useSignedInImageSrc(imageUrl)
  const uploadFile = useUploadAssetImage()
  const uploadUrl = useUploadAssetImageUrl()
  const upload = useToastMutation(uploadFile)
  const fetchUrl = useToastMutation(uploadUrl)
  const busy = uploadFile.isPending || uploadUrl.isPending

  const choose = (file: File | undefined) => {
    if (!file) return
    const fileProblem = imageFileProblem(file)
    setProblem(fileProblem)
    if (fileProblem) return
    upload({ file, categoryName }, { success: null, failure: AssetMessages.imageUploadFailed, then: (answer) => onChange(answer.imageUrl) })
  }

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <PictureFrame src={shown} alt="Product image" width={200} height={150} fit="contain" missingLabel={imageUrl ? "Loading image" : "No image"} />
      <Stack spacing={1.5} sx={{ minWidth: 0, flex: 1 }}>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label="Product image file"
          onChange={(e) => (choose(e.target.files?.[0]), (e.target.value = ""))}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={busy}>
            {imageUrl ? "Replace Image" : "Upload Image"}
          </Button>
          {imageUrl && (
            <Button color="error" onClick={() => onChange(null)} disabled={busy}>
              Remove
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          PNG, JPEG or WebP; resized before it is uploaded.
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField size="small" label="Image URL" value={address} onChange={(e) => setAddress(e.target.value)} fullWidth placeholder="https://…" />
          <Button
            variant="outlined"
            startIcon={<LinkIcon />}
            disabled={busy || address.trim() === ""}
            onClick={() =>
              fetchUrl(
                { imageUrl: address.trim(), categoryName },
                { success: null, failure: AssetMessages.imageDownloadFailed, then: (answer) => (onChange(answer.imageUrl), setAddress("")) }
              )
            }
          >
            Fetch
          </Button>
        </Stack>
        {problem && <Alert severity="error">{problem}</Alert>}
      </Stack>
    </Stack>
  )
}
