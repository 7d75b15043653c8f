import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { RouteId } from '@vuoro/domain';

export interface SubNavItem {
  id: RouteId;
  href: string;
  /** A number beside the label (unread messages), with its words for screen readers. */
  badge?: { count: number; label: string } | undefined;
}

export interface SubNavProps {
  /** The area's name for screen readers ("Messages and files"). */
  label: string;
  items: readonly SubNavItem[];
  className?: string;
}

/**
 * The screens of one area (messages and files, the agency desk) under the page's menu: a row of tabs
 * that wraps at 360 px. An area's screens share its access, which the route guard has already checked.
 */
export function SubNav({ label, items, className = '' }: SubNavProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const base = (href: string) => href.split('?')[0] ?? href;
  return (
    <nav aria-label={label} className={`mb-4 border-b border-slate-200 ${className}`}>
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {items.map((item) => {
          const path = base(item.href);
          const current = location === path || location.startsWith(`${path}/`);
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${
                  current ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:border-slate-400'
                }`}
              >
                {t(`screens.${item.id}`)}
                {item.badge && item.badge.count > 0 && (
                  <>
                    <span
                      aria-hidden="true"
                      className="ml-2 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900"
                    >
                      {item.badge.count}
                    </span>
                    <span className="sr-only"> ({item.badge.label})</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
