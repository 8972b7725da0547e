const UNITS = ["Bytes", "KB", "MB", "GB"] as const

/**
 * A size in bytes as the file manager shows it (section 2 "human size"): powers of 1024, at most two
 * decimals with trailing zeros dropped ("1.5 KB", "2 MB"), GB the largest unit.
 */
export const humanFileSize = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes"
  const exponent = Math.min(UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))))
  const value = Number((bytes / 1024 ** exponent).toFixed(2))
  // 1023.999 KB rounds to 1024 KB: say it in the next unit
  if (value >= 1024 && exponent < UNITS.length - 1) return `${Number((bytes / 1024 ** (exponent + 1)).toFixed(2))} ${UNITS[exponent + 1]}`
  return `${value} ${UNITS[exponent]}`
}
