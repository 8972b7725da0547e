import LockIcon from "@mui/icons-material/Lock"
import { NoticePage } from "../../ui/NoticePage"

export default function UnauthorizedPage() {
  return (
    <NoticePage icon={<LockIcon color="secondary" sx={{ fontSize: 48 }} />} title="Unauthorized Access">
      You do not have permission to open this page. Ask an administrator if you need it.
    </NoticePage>
  )
}
