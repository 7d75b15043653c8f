import { isSignedOut } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';

/**
 * A download of the screens (a material's file, a shared file): busy while it runs and 'Failed to
 * download file' when it fails (nothing more when the session protocol is signing the user out).
 */
export function useFileDownload<I>(download: (input: I) => Promise<void>, onDownloaded?: () => void) {
  return useEndpointAction(download, {
    failure: (error) => (isSignedOut(error) ? null : 'files:downloadFailed'),
    ...(onDownloaded && { onSuccess: onDownloaded }),
  });
}
