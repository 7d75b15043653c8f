import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TALENT_CARD_SHARE_MAX_TALENTS } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { createShare } from './manage-shares';
import { ShareForm, type CreateShare } from './share-form';

export interface ShareShortlistButtonProps {
  /** The talents, in the order the customer sees their cards. */
  talentIds: string[];
  /** Shared from this assignment's presented talents: the customer's marks show on its rows. */
  assignmentId?: string;
  /** The call that makes the link (the `cards` function unless a test says otherwise). */
  onCreate?: CreateShare;
}

/**
 * "Share as shortlist": one link to the cards of several talents (up to
 * `TALENT_CARD_SHARE_MAX_TALENTS`), for a customer, with the same expiry and revoke as a single
 * card's link. Opens its form in place; the heading takes focus, Close gives it back.
 */
export function ShareShortlistButton({ talentIds, assignmentId, onCreate = createShare }: ShareShortlistButtonProps) {
  const { t } = useTranslation(['cards']);
  const id = useId();
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  const tooMany = talentIds.length > TALENT_CARD_SHARE_MAX_TALENTS;
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <div className="basis-full sm:basis-auto">
      {!open && (
        <Button
          ref={opener}
          variant="secondary"
          disabled={talentIds.length === 0 || tooMany}
          aria-describedby={tooMany ? `${id}-too-many` : undefined}
          onClick={() => setOpen(true)}
        >
          {t('cards:shortlist.button', { count: talentIds.length })}
        </Button>
      )}
      {tooMany && (
        <p id={`${id}-too-many`} className="mt-1 text-sm text-slate-700">
          {t('cards:shortlist.tooMany', { count: TALENT_CARD_SHARE_MAX_TALENTS })}
        </p>
      )}
      {open && (
        <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
          <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-bold text-slate-900">
            {t('cards:shortlist.title', { count: talentIds.length })}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t('cards:shortlist.lead')}</p>
          <ShareForm
            talentIds={talentIds}
            assignmentId={assignmentId ?? null}
            onCreate={onCreate}
            linkLabel={t('cards:shortlist.link')}
          />
          <div className="mt-3">
            <Button variant="secondary" onClick={close}>
              {t('cards:shortlist.close')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
