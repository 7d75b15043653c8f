import { Fragment, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { decideRoute, routes, type RouteId } from '@vuoro/domain';
import { useHomeHref } from '@/lib/home';
import { initialDetection } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { LanguageSwitch } from '@/lib/ui/language-switch';
import { lazyChunk } from '@/lib/load-chunk';
import { saveLanguageIfStaffUser } from '@/lib/save-staff-language-later';

export interface NavItem {
  id: RouteId;
  href: string;
  /** A number beside the label (e.g. shifts waiting for acceptance), with its words for screen readers. */
  badge?: { count: number; label: string } | undefined;
}

export interface AppShellProps {
  nav: readonly NavItem[];
  /**
   * Screens reached from the footer on a wide screen (the header row stays one line) and from the
   * end of the phone menu, e.g. the customer's Contact us.
   */
  footerNav?: readonly NavItem[];
  /** Rarely used screens under "More" at the end of a wide header row, and at the end of the phone menu. */
  moreNav?: readonly NavItem[];
  /** A header as wide as work screens with tables (max-w-7xl), so its left edge is theirs. */
  wide?: boolean;
  /** A signed-in layout: "Sign out" in the header (and the phone menu) while there is a session. */
  signOut?: boolean;
  children: ReactNode;
}

/**
 * The frame every layout shares: skip link, header with brand, navigation (a toggled menu
 * below the breakpoint its length needs), language switch, "Sign out" in the signed-in layouts, the
 * below-360-px warning and the notice for an unsupported stored locale. Navigation shows only
 * what the permission table allows.
 */
/** Headless UI comes with the menu that uses it, not with the first bundle. */
const MoreMenu = lazyChunk(() => import('./more-menu'));

export function AppShell({ nav, footerNav = [], moreNav = [], wide = false, signOut = false, children }: AppShellProps) {
  const { t } = useTranslation();
  const { roles, secondFactor, user, actingAs } = useSession();
  const [location] = useLocation();
  const home = useHomeHref();
  const [unsupported, setUnsupported] = useState(initialDetection?.unsupported ?? null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const allowed = (item: NavItem) => decideRoute(item.id, roles, secondFactor) === 'allow';
  const visible = nav.filter(allowed);
  const visibleFooter = footerNav.filter(allowed);
  const visibleMore = moreNav.filter(allowed);
  const showSignOut = signOut && user !== null;
  const hasMenu = visible.length + visibleFooter.length + visibleMore.length > 0 || showSignOut;
  // A long menu (a recruiter's, an employee's) fits in the header only from the lg breakpoint
  // (1200 px), a short one from sm; each label keeps to one line and the menu wraps, never overflows.
  const long = visible.length > 4;
  const phoneOnly = long ? 'lg:hidden' : 'sm:hidden';

  const headerLink = `whitespace-nowrap rounded-md ${long ? 'px-2' : 'px-3'} py-2 text-sm font-semibold hover:bg-white/10 aria-[current=page]:bg-white/15`;

  // /signout signs out, forgets the session's reads and replaces itself with /login.
  const signOutLink = (className: string) =>
    showSignOut && (
      <Link href={routes.signout.href()} onClick={() => setMenuOpen(false)} className={className}>
        {t('nav.signOut')}
      </Link>
    );

  const links = (className: string, items: readonly NavItem[] = visible) =>
    items.map((item) => (
      <Link
        key={item.id}
        href={item.href}
        aria-current={location === item.href ? 'page' : undefined}
        onClick={() => setMenuOpen(false)}
        className={className}
      >
        {t(`screens.${item.id}`)}
        {item.badge && item.badge.count > 0 && (
          <>
            <span aria-hidden="true" className="ml-2 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900">
              {item.badge.count}
            </span>
            <span className="sr-only"> ({item.badge.label})</span>
          </>
        )}
      </Link>
    ));

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skip')}
      </a>
      <p
        role="alert"
        className="hidden bg-accent-400 px-2 py-1 text-center text-xs font-semibold text-slate-900 max-xs:block print:hidden"
      >
        {t('narrowScreen')}
      </p>
      {/* Sticky: the menu stays one tap away on a long list. */}
      <header className="sticky top-0 z-40 bg-brand-800 text-white print:hidden">
        <div className={`mx-auto flex ${wide ? 'max-w-7xl' : 'max-w-6xl'} items-center gap-3 px-4 py-3`}>
          <Link href={home} className="flex min-h-11 items-center gap-2 text-xl font-bold tracking-tight">
            <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
            Vuoro
          </Link>
          {visible.length > 0 && (
            <nav aria-label={t('nav.main')} className={`ml-6 hidden flex-wrap gap-1 ${long ? 'lg:flex' : 'sm:flex'}`}>
              {links(headerLink)}
              {visibleMore.length > 0 && (
                <Suspense fallback={null}>
                  <MoreMenu items={visibleMore} className={headerLink} />
                </Suspense>
              )}
            </nav>
          )}
          <div className="ml-auto flex items-center gap-2">
            {/* An employee's or customer user's language is kept on their staff record too (the feed reads it there). */}
            <LanguageSwitch onChosen={saveLanguageIfStaffUser} />
            {signOutLink(
              `hidden whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold hover:bg-white/10 ${long ? 'lg:block' : 'sm:block'}`,
            )}
            {hasMenu && (
              <button
                type="button"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((open) => !open)}
                className={`min-h-11 rounded-md px-3 text-sm font-semibold hover:bg-white/10 ${phoneOnly}`}
              >
                {t('nav.menu')}
              </button>
            )}
          </div>
        </div>
        {hasMenu && menuOpen && (
          <nav
            id={menuId}
            aria-label={t('nav.main')}
            className={`flex max-h-[calc(100dvh-4.5rem)] flex-col overflow-y-auto border-t border-white/20 px-4 py-2 ${phoneOnly}`}
          >
            {links('rounded-md px-3 py-2 font-semibold hover:bg-white/10 aria-[current=page]:bg-white/15', [
              ...visible,
              ...visibleMore,
              ...visibleFooter,
            ])}
            {signOutLink('mt-1 rounded-md border-t border-white/20 px-3 py-2 font-semibold hover:bg-white/10')}
          </nav>
        )}
      </header>
      {actingAs && user && (
        <p role="status" className="bg-accent-100 px-4 py-2 text-center text-sm text-slate-900 print:hidden">
          {t('acting.banner')}{' '}
          <Link href={routes.signout.href()} className="font-semibold underline underline-offset-2">
            {t('acting.end')}
          </Link>
        </p>
      )}
      {unsupported && (
        <div role="status" className="flex items-center justify-between gap-3 bg-accent-100 px-4 py-2 text-sm text-slate-900">
          <span>
            {t('language.unsupported')} ({unsupported})
          </span>
          <button type="button" onClick={() => setUnsupported(null)} className="rounded px-2 py-1 font-semibold underline">
            {t('close')}
          </button>
        </div>
      )}
      {/* At least a screen tall: the footer starts below the first view, so content arriving
          after the first paint never pushes it across the screen (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white px-4 py-4 text-center text-sm text-slate-700 print:hidden">
        © Vuoro ·{' '}
        <Link href={routes.createAccountHelp.href()} className="underline underline-offset-2">
          {t('screens.createAccountHelp')}
        </Link>
        {' · '}
        <Link href={routes.accessibility.href()} className="underline underline-offset-2">
          {t('screens.accessibility')}
        </Link>
        {visibleFooter.map((item) => (
          <Fragment key={item.id}>
            {' · '}
            <Link href={item.href} className="underline underline-offset-2">
              {t(`screens.${item.id}`)}
            </Link>
          </Fragment>
        ))}
      </footer>
    </div>
  );
}
