import EditIcon from "@mui/icons-material/Edit"
import { Button, Card, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from "@mui/material"
import { WebsitePageMessages, type WebsitePageSort, type WebsitePageSummary } from "@timber/contracts"
import { Link as RouterLink } from "react-router-dom"
import { formatDate } from "../../../lib/format"
import { useMay } from "../../../lib/write-actions"
import { PageHeader } from "../../../ui/PageHeader"
import { useServerPage } from "../../../lib/use-server-page"
import { needsPager, ServerPager } from "../../../ui/ServerPager"
import { fetchWebsitePagesPage, websitePagesKey } from "./api/pages"
import { BUILT_IN_PAGE } from "./built-in-page"

/** Last Updated as a local date; the built-in page (never saved) says so. */
/** By name, as the list always read; the pager shows only once there are more pages than one. */
const NO_SORTS: Readonly<Record<string, WebsitePageSort>> = {}
const PAGE_SIZES = [25, 50, 100] as const

const updatedOf = (page: WebsitePageSummary) => (page.updatedAt === BUILT_IN_PAGE.updatedAt ? "—" : formatDate(page.updatedAt))

/** Website Pages (spec section 2): the pages with their slug, status and last update, each opening the editor. */
export default function WebsitePagesPage() {
  const pages = useServerPage({
    queryKey: [...websitePagesKey, "list"],
    fetchPage: fetchWebsitePagesPage,
    sortFields: NO_SORTS,
    pageSizeOptions: PAGE_SIZES
  })
  const may = useMay()
  // a failed load falls back to the built-in coming-soon page (spec section 2)
  const rows: ReadonlyArray<WebsitePageSummary> = pages.query.isError ? [BUILT_IN_PAGE] : pages.rows
  return (
    <>
      <PageHeader title="Website Pages" subtitle="Edit the content of the public website" />
      <Card>
        <TableContainer>
          <Table aria-label="Website pages">
            <TableHead>
              <TableRow>
                <TableCell>Page Name</TableCell>
                <TableCell>Slug</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Last Updated</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pages.query.isPending ? (
                <TableRow>
                  <TableCell colSpan={5} align="center">
                    Loading...
                  </TableCell>
                </TableRow>
              ) : rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} align="center">
                    <Typography>{WebsitePageMessages.noPages}</Typography>
                    {/* the coming-soon page is created by its first save (spec section 7): the editor is the way there */}
                    {may("createWebsitePage") ? (
                      <Button component={RouterLink} to={`/dashboard/website/pages/${BUILT_IN_PAGE.id}`} sx={{ mt: 1 }}>
                        Create the Coming Soon page
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((page) => (
                  <TableRow key={page.id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{page.name}</TableCell>
                    <TableCell sx={{ fontFamily: "monospace" }}>/{page.slug}</TableCell>
                    <TableCell>
                      <Chip size="small" label={page.status} color={page.status === "published" ? "success" : "default"} />
                    </TableCell>
                    <TableCell>{updatedOf(page)}</TableCell>
                    <TableCell align="right">
                      <Tooltip title="Edit page">
                        <IconButton component={RouterLink} to={`/dashboard/website/pages/${encodeURIComponent(page.id)}`} aria-label={`Edit ${page.name}`}>
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {!pages.query.isError && needsPager(pages) && <ServerPager page={pages} label="Pages" />}
      </Card>
    </>
  )
}
