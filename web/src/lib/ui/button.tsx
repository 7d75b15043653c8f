import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'wouter';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * The action looks of the product, 44 px high (a phone's touch target): a filled primary, an
 * outlined secondary, a red danger (a step that deletes or refuses), and an inline text link.
 * Only the kit uses these strings; screens use <Button> and <ButtonLink> (eslint.config.js).
 */
export const buttonClass = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${base} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`,
  danger: `${base} border border-red-700 bg-white text-red-800 hover:bg-red-50`,
  link: 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60',
} as const;

export type ButtonVariant = keyof typeof buttonClass;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: ButtonVariant;
  /** The action runs: announced (`aria-busy`, `aria-disabled`) and a second press does nothing. */
  busy?: boolean;
  /** Layout only (margins, width); the look is the variant's. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A real <button> (type="button" unless it submits) in one of the product's looks. Busy, it stays
 * focusable (the focus is not lost mid-save) but is `aria-disabled` and ignores presses, so a
 * form is not sent twice.
 */
export function Button({ variant = 'primary', busy = false, className = '', type = 'button', onClick, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={`${buttonClass[variant]} ${className}`.trim()}
      {...rest}
    />
  );
}

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** A link (wouter) that looks like a button: a step to another screen, not an action on this one. */
export function ButtonLink({ variant = 'primary', className = '', ...rest }: ButtonLinkProps) {
  return <Link className={`${buttonClass[variant]} ${className}`.trim()} {...rest} />;
}

export interface ButtonAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  href: string;
  variant?: ButtonVariant;
  className?: string;
}

/** A plain <a> in a button's look, for what leaves the app (a file, an employer's own page, mail). */
export function ButtonAnchor({ variant = 'primary', className = '', ...rest }: ButtonAnchorProps) {
  return <a className={`${buttonClass[variant]} ${className}`.trim()} {...rest} />;
}
