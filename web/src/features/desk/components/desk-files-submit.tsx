import { useEffect, useRef, type Ref } from 'react';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import type { ActionNotice } from '@/lib/use-endpoint-action';

export interface DeskFilesSubmitProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** What the last send said: a success takes the focus (the form it came from was emptied), a failure is an alert. */
  notice: ActionNotice | null;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A desk files form's submit button and what the send said under it. */
export function DeskFilesSubmit({ label, busyLabel, busy, notice, buttonRef }: DeskFilesSubmitProps) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.tone === 'success') noticeRef.current?.focus();
  }, [notice]);
  return (
    <>
      <div>
        <Button ref={buttonRef} type="submit" busy={busy}>
          {busy ? busyLabel : label}
        </Button>
      </div>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
    </>
  );
}
