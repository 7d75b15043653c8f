import { isSignedOut } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';

/**
 * A PDF download of the screen: busy while it runs, 'Failed to download file' when it fails
 * (nothing more when the session protocol is signing the user out), `onDone` after it.
 */
export function useDownload<I>(download: (input: I) => Promise<void>, onDone?: () => void) {
  return useEndpointAction(download, {
    failure: (error) => (isSignedOut(error) ? null : 'contracts:download.failed'),
    ...(onDone && { onSuccess: onDone }),
  });
}
