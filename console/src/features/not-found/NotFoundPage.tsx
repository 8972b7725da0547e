import SearchOffIcon from "@mui/icons-material/SearchOff"
import { useLocation } from "react-router-dom"
import { NoticePage } from "../../ui/NoticePage"

export const NOT_FOUND_TITLE = "Page not found"

/** An address the console does not know: said plainly, with the way back, instead of a silent redirect. */
export default function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <NoticePage icon={<SearchOffIcon color="secondary" sx={{ fontSize: 48 }} />} title={NOT_FOUND_TITLE}>
      There is no page at {pathname}. It may have moved, or the address may be mistyped.
    </NoticePage>
  )
}
