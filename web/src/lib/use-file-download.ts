import { isSignedOut } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';

/**
 * A file download of a screen (a PDF, a shared file): busy while it runs, the spec's 'Failed to
 * download file' under the feature's key `failedKey` when it fails (nothing more when the session
 * protocol is signing the user out), `onDownloaded` after it.
 */
export function useFileDownload<I>(download: (input: I) => Promise<void>, failedKey: string, onDownloaded?: () => void) {
  return useEndpointAction(download, {
    failure: (error) => (isSignedOut(error) ? null : failedKey),
    ...(onDownloaded && { onSuccess: onDownloaded }),
  });
}
