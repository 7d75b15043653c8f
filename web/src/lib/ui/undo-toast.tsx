import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a message with Undo stays (while neither hovered nor focused). */
export const UNDO_TOAST_MS = 8_000;

export interface Toast {
  /** What happened, a whole translated sentence. */
  message: string;
  /** Takes the action back; without it the message has no Undo button. */
  undo?: () => void;
}

interface Shown extends Toast {
  /** A new message restarts the timer even when its text is the same. */
  serial: number;
}

/**
 * The state of one toast slot: `show` replaces what is shown (the newest action is the one to
 * undo), `dismiss` clears it. Render `<UndoToast>` with it.
 */
export function useToast() {
  const [toast, setToast] = useState<Shown | null>(null);
  const serial = useRef(0);
  const show = useCallback((next: Toast) => {
    serial.current += 1;
    setToast({ ...next, serial: serial.current });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

export interface UndoToastProps {
  toast: Shown | null;
  onDismiss: () => void;
  /** Milliseconds before it goes; the clock stops while the pointer or the focus is on it. */
  timeoutMs?: number;
}

/**
 * Says what an action did, with Undo, for a few seconds. The live region (`role="status"`) is
 * always in the page, so screen readers announce each message as it arrives; the message stays
 * while hovered or while the focus is inside it (Undo is reachable by keyboard without a race),
 * and Escape or the close button dismisses it.
 */
export function UndoToast({ toast, onDismiss, timeoutMs = UNDO_TOAST_MS }: UndoToastProps) {
  const { t } = useTranslation('common');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const close = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (!toast || held) return undefined;
    const timer = setTimeout(onDismiss, timeoutMs);
    return () => clearTimeout(timer);
  }, [toast, held, onDismiss, timeoutMs]);

  // A new message replaces the one that had the focus (e.g. after Undo): the focus moves to its
  // close button instead of falling to the page, and the message stays until the focus leaves.
  const serial = toast?.serial ?? null;
  useEffect(() => {
    if (serial !== null && hadFocus.current && close.current) {
      close.current.focus();
      return;
    }
    hadFocus.current = false;
    setHovered(false);
    setFocused(false);
  }, [serial]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center px-3 pb-4 print:hidden"
    >
      {toast && (
        <div
          key={toast.serial}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => {
            hadFocus.current = true;
            setFocused(true);
          }}
          onBlur={(e) => {
            if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
            hadFocus.current = false;
            setFocused(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onDismiss();
          }}
          className="pointer-events-auto flex w-full max-w-lg items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-white shadow-lg"
        >
          <p className="min-w-0 flex-1">{toast.message}</p>
          {toast.undo && (
            <button
              type="button"
              onClick={() => {
                hadFocus.current = true; // the answer replaces this message: keep the focus in it
                toast.undo?.();
              }}
              className="min-h-11 shrink-0 rounded-lg px-3 font-semibold text-accent-400 underline underline-offset-4 hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
            >
              {t('undoToast.undo')}
            </button>
          )}
          <button
            type="button"
            ref={close}
            onClick={onDismiss}
            aria-label={t('undoToast.dismiss')}
            className="flex size-11 shrink-0 items-center justify-center rounded-lg text-xl hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
