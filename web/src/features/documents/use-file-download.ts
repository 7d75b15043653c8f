import { isSignedOut } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';

/** A PDF download of the screens: busy while it runs, 'Failed to download file' when it fails. */
export function useFileDownload<I>(download: (input: I) => Promise<void>) {
  return useEndpointAction(download, { failure: (error) => (isSignedOut(error) ? null : 'documents:downloadFailed') });
}
