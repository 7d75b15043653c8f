import { useEffect, useRef } from 'react';
import { Notice } from '@/lib/ui/notice';

/** What a finished desk write says (sent, published), taking the focus when it appears so it is heard and seen. */
export function DoneNotice({ text }: { text: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none">
      <Notice tone="success">{text}</Notice>
    </div>
  );
}
