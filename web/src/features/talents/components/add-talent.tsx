import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@vuoro/domain';
import { lazyChunk } from '@/lib/load-chunk';
import { Button } from '@/lib/ui/button';
import { whenFirstUsed } from '@/lib/warm-up';

/** The dialog's form, schemas and language editor stay out of the list's first load (its blocking time). */
const AddTalentDialog = lazyChunk(() => import('./add-talent-dialog'));

/**
 * "Add talent" on /talents (admins): a walk-in or a caller typed in by the recruiter with the
 * talent form's rules (names, email, phone, at least one language with its level), and the
 * language of the invitation the person gets to claim the profile. Talents with the same email or
 * phone are shown first, with "Add anyway"; what was typed stays on a failure.
 */
export function AddTalentButton() {
  const { t, i18n } = useTranslation(['talents']);
  const [open, setOpen] = useState(false);
  // Loaded once the recruiter starts using the screen, so it is there by the time they press the button.
  useEffect(() => whenFirstUsed(AddTalentDialog.preload, ['pointerdown', 'keydown']), []);
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
