import { useTranslation } from 'react-i18next';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import type { ActionNotice } from '@/lib/use-endpoint-action';

export interface FormActionsProps {
  /** What the last save said (the error stays above the buttons; what was typed stays in the form). */
  notice: ActionNotice | null;
  busy: boolean;
  onCancel: () => void;
}

/** The end of the talent's own forms: the save's notice, Save (busy while saving) and Cancel. */
export function FormActions({ notice, busy, onCancel }: FormActionsProps) {
  const { t } = useTranslation(['talent-self']);
  return (
    <>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {busy ? t('talent-self:saving') : t('talent-self:save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('talent-self:cancel')}
        </Button>
      </div>
    </>
  );
}
