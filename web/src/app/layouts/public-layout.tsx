import type { ReactNode } from 'react';
import { AppShell } from './app-shell';

export function PublicLayout({ children }: { children: ReactNode }) {
  return <AppShell nav={[]}>{children}</AppShell>;
}
