import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SickLeave, Talent } from '@vuoro/domain';
import { dayInputValue, sickLeaveValuesOf } from '@/lib/sick-leave';
import { Notice } from '@/lib/ui/notice';
import { certificateDueDate, SickLeaveForm } from '@/lib/ui/sick-leave-form';
import { Section } from './section';
import { Button } from '@/lib/ui/button';

export interface SickLeavePanelProps {
  talent: Talent;
  /** Hired on at least one assignment (`isEmployedTalent`). */
  employed: boolean;
  onSend: (input: SickLeave) => Promise<unknown>;
}

/**
 * An admin files a sick-leave notice for an employed talent (spec section 1: "a sick-leave
 * request form for employed talents"), e.g. when the talent phoned the sick-leave line. The
 * form is prefilled from the profile; the notices themselves are listed in the talent's
 * "Sick leaves" section, live, and the talent sees them on its own /sick-leave.
 */
export function SickLeavePanel({ talent, employed, onSend }: SickLeavePanelProps) {
  const { t } = useTranslation(['talents']);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<SickLeave | null>(null);
  return (
    <Section
      id="talent-file-sick-leave"
      title={t('talents:sickLeave.title')}
      actions={
        employed && !open ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSent(null);
              setOpen(true);
            }}
          >
            {t('talents:sickLeave.open')}
          </Button>
        ) : null
      }
    >
      {!employed && <p className="text-slate-700">{t('talents:sickLeave.notEmployed')}</p>}
      {sent && <Notice tone="success">{t('talents:sickLeave.sent', { date: certificateDueDate(sent.start) })}</Notice>}
      {employed && open && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{t('talents:sickLeave.intro')}</p>
          <SickLeaveForm
            initial={sickLeaveValuesOf(talent, dayInputValue(new Date()))}
            onSend={onSend}
            onSent={(input) => {
              setSent(input);
              setOpen(false);
            }}
            submitLabel={t('talents:sickLeave.send')}
          />
          <Button variant="link" onClick={() => setOpen(false)}>
            {t('talents:sickLeave.cancel')}
          </Button>
        </div>
      )}
    </Section>
  );
}
