import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { AddTalentDialog } from './lazy-dialogs';

/**
 * "Add talent" on /talents (admins): a walk-in or a caller typed in by the recruiter with the
 * talent form's rules (names, email, phone, at least one language with its level), and the
 * language of the invitation the person gets to claim the profile. Talents with the same email or
 * phone are shown first, with "Add anyway"; what was typed stays on a failure.
 */
export function AddTalentButton() {
  const { t, i18n } = useTranslation(['talents']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('talents:addByHand.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddTalentDialog onClose={() => setOpen(false)} language={i18n.language as SupportedLanguage} />
        </Suspense>
      )}
    </>
  );
}
