import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { NavItem } from './app-shell';

export interface MoreMenuProps {
  items: readonly NavItem[];
  /** The header links' look, so "More" reads as one of them. */
  className: string;
}

/**
 * "More" at the end of a long header menu: the rarely used screens (a recruiter's catalogues,
 * user roles, restore user), so the header row stays one line at 1280 px in every language.
 * Headless UI's menu: opens with Enter, Space or the arrow keys, moves with the arrows, closes
 * with Escape and gives focus back to the button. Loaded with the signed-in menu that uses it,
 * not with the first bundle.
 */
export default function MoreMenu({ items, className }: MoreMenuProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const current = items.some((item) => item.href === location);
  return (
    <Menu as="div" className="relative">
      <MenuButton className={`${className} ${current ? 'bg-white/15' : ''}`}>
        {t('nav.more')} <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems
        modal={false}
        className="absolute right-0 z-50 mt-1 min-w-56 rounded-lg bg-white py-1 text-slate-900 shadow-lg ring-1 ring-slate-300 focus:outline-none"
      >
        {items.map((item) => (
          <MenuItem key={item.id}>
            <Link
              href={item.href}
              aria-current={location === item.href ? 'page' : undefined}
              className="block whitespace-nowrap px-4 py-2 text-sm font-semibold data-[focus]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              {t(`screens.${item.id}`)}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
