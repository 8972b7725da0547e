import { Alert, Box, Button, Card, CardActionArea, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from "@mui/material"
import { ProductSearchMessages, type ProductSearchAnswer, type ProductSearchResult } from "@timber/contracts"
import { useState } from "react"
import { useSignedInImageSrc } from "../../../../api/queries/avatar"
import { errorToastText } from "../../../../api/api-error"
import { useSearchProduct } from "../api/asset-form-calls"
import { PictureFrame } from "./PictureFrame"

/** Asset money is shown in TZS without decimals (section 1). */
const wholeTzs = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })

/** A result's picture: the register's own pictures need the signed-in fetch, a shop's are shown as they are. */
const ResultImage = ({ src }: { src: string | null }) => {
  const own = useSignedInImageSrc(src?.startsWith("/api/") ? src : null)
  const shown = src?.startsWith("/api/") ? own : src
  return <PictureFrame src={shown} alt="" width={72} height={72} fit="cover" />
}

/**
 * 'Search Product' (new assets only): searches the configured provider; each result shows title
 * (two lines at most), snippet, image, price and source, and the dialog names the source that answered.
 */
export const ProductSearchDialog = ({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (result: ProductSearchResult) => void }) => {
  const [query, setQuery] = useState("")
  const [answer, setAnswer] = useState<ProductSearchAnswer | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const search = useSearchProduct()
  const run = () => {
    if (query.trim() === "") return
    setFailure(null)
    search.mutate(query, { onSuccess: setAnswer, onError: (error) => (setAnswer(null), setFailure(errorToastText(error, ProductSearchMessages.failed))) })
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Search Product</DialogTitle>
      <DialogContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, mb: 2 }}
          component="form"
          onSubmit={(e) => {
            e.preventDefault()
            // the dialog sits inside the asset form in React's tree: its submit must not save the asset
            e.stopPropagation()
            run()
          }}
        >
          <TextField
            label="Product"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            fullWidth
            size="small"
            autoFocus
            placeholder="Brand, model or name"
          />
          <Button type="submit" variant="contained" disabled={query.trim() === "" || search.isPending}>
            Search
          </Button>
        </Stack>
        {failure && <Alert severity="error">{failure}</Alert>}
        {answer && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Results from {answer.provider}
            </Typography>
            {answer.results.length === 0 ? (
              <Typography>{ProductSearchMessages.noResults}</Typography>
            ) : (
              <Stack spacing={1} role="list" aria-label="Search results">
                {answer.results.map((result, i) => (
                  <Card key={`${result.title}-${i}`} variant="outlined" role="listitem">
                    <CardActionArea
                      onClick={() => onPick(result)}
                      sx={{ p: 1.5, display: "flex", gap: 2, justifyContent: "flex-start", alignItems: "flex-start" }}
                    >
                      <ResultImage src={result.image} />
                      <Box sx={{ minWidth: 0, flex: 1 }}>
                        <Typography
                          variant="subtitle2"
                          component="p"
                          sx={{ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" }}
                          title={result.title}
                        >
                          {result.title}
                        </Typography>
                        {result.snippet && (
                          <Typography variant="body2" color="text.secondary">
                            {result.snippet}
                          </Typography>
                        )}
                        <Typography variant="body2">
                          {result.price === null || result.price === undefined ? "" : `TZS ${wholeTzs.format(result.price)} · `}
                          {result.source}
                        </Typography>
                      </Box>
                    </CardActionArea>
                  </Card>
                ))}
              </Stack>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  )
}
