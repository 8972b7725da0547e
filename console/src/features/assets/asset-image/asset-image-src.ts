import { useSignedInImageSrc } from "../../../api/queries/avatar"

/**
 * What an <img> shows for an asset's picture. The register's own pictures (`/api/assets/images/…`)
 * are served to signed-in users only, so the browser cannot fetch them by address (it has no bearer
 * token: a reloaded list showed the tool icon after a 401); they are read with the token instead.
 */
export const useAssetImageSrc = (imageUrl: string | null): string | null => {
  const own = imageUrl?.startsWith("/api/") ? imageUrl : null
  const signedIn = useSignedInImageSrc(own)
  return own === null ? imageUrl : signedIn
}
