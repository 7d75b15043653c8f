import { useId, type ReactNode, type RefObject } from 'react';
import { Button } from './button';

export { useAskOnce } from './use-ask-once';

export interface ConfirmStepProps {
  /** The question, naming what will happen ("Reject the shift on Mon 3.2. 8:00–16:00?"). */
  question: ReactNode;
  /** From useAskOnce: the question takes the focus when it appears. */
  questionRef: RefObject<HTMLParagraphElement | null>;
  /** Names the group for screen readers (e.g. "Answer the time change"); without it the question names it. */
  label?: string;
  /** What the question is about in more detail (a bundle's shifts), between the question and the buttons. */
  details?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The answer is being saved: both buttons wait (no double submit, no stepping away mid-save). */
  busy?: boolean;
  /** 'danger' for a step that deletes or refuses. */
  tone?: 'primary' | 'danger';
  /** What the answer brought (a failure notice), under the buttons. */
  children?: ReactNode;
  className?: string;
}

/**
 * The asked-once-more step of an action that cannot be taken back: the question (focused when it
 * appears, see useAskOnce), "Yes, …" and "Back". Back returns the focus to the button that asked.
 */
export function ConfirmStep({
  question,
  questionRef,
  label,
  details,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'primary',
  children,
  className = '',
}: ConfirmStepProps) {
  const questionId = useId();
  return (
    <div
      role="group"
      {...(label ? { 'aria-label': label, 'aria-describedby': questionId } : { 'aria-labelledby': questionId })}
      className={`grid w-full gap-3 ${className}`.trim()}
    >
      <p id={questionId} ref={questionRef} tabIndex={-1} className="font-medium focus:outline-none">
        {question}
      </p>
      {details}
      <div className="flex flex-wrap gap-3">
        <Button variant={tone} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={busy ? undefined : onCancel} aria-disabled={busy || undefined}>
          {cancelLabel}
        </Button>
      </div>
      {children}
    </div>
  );
}
