/**
 * The turning ring beside a "Loading…" or "Signing you in…" text: decoration only (the text
 * says it, in a `role="status"` the caller owns), and still for people who ask for less motion.
 */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-block size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none ${className}`.trim()}
      aria-hidden="true"
    />
  );
}
