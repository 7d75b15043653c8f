import type { ActionNotice } from '@/lib/use-endpoint-action';
import { Notice } from '@/lib/ui/notice';

/** What the last download said, if anything ('Failed to download file'), under the file it was for. */
export function DownloadNotice({ notice }: { notice: ActionNotice | null }) {
  if (!notice) return null;
  return (
    <Notice tone={notice.tone} className="mt-3">
      {notice.text}
    </Notice>
  );
}
