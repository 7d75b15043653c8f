import { useEffect, useRef, useState, type RefCallback } from 'react';

/**
 * The "asked once more" step of an action that cannot be taken back (book, reject, accept a
 * time change): which answer is being asked about, and the focus. The asking button goes when
 * the question comes, so the focus moves to the question (`questionRef`, a `tabIndex={-1}`
 * element), and back to the button that asked (`askerRef(answer)`) when the user steps back.
 */
export function useAskOnce<A extends string>() {
  const [asking, setAsking] = useState<A | null>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const askers = useRef<Partial<Record<A, HTMLButtonElement | null>>>({});
  const steppedBack = useRef<A | null>(null);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (steppedBack.current) askers.current[steppedBack.current]?.focus();
    steppedBack.current = null;
  }, [asking]);
  return {
    asking,
    /** Asks about `answer`. */
    ask: (answer: A) => setAsking(answer),
    /** The answer was given: the question goes, the focus is the caller's to place. */
    answered: () => setAsking(null),
    /** Back without answering: the focus returns to the asking button. */
    stepBack: () => {
      steppedBack.current = asking;
      setAsking(null);
    },
    questionRef,
    askerRef:
      (answer: A): RefCallback<HTMLButtonElement> =>
      (el) => {
        askers.current[answer] = el;
      },
  };
}
