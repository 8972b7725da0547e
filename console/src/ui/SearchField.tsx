import SearchIcon from "@mui/icons-material/Search"
import { InputAdornment, TextField } from "@mui/material"

/** A list's search box: the server searches as the user types (useServerPage waits for a pause). */
export const SearchField = ({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) => (
  <TextField
    size="small"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    placeholder={label}
    slotProps={{
      htmlInput: { "aria-label": label, maxLength: 100 },
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        )
      }
    }}
    sx={{ minWidth: 240 }}
  />
)
