import { useTranslation } from 'react-i18next';
import type { DeskShiftView } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { deskActions, shiftName, type DeskAction } from '../model';

export interface DeskRowActionsProps {
  shift: DeskShiftView;
  onAction: (action: DeskAction) => void;
  /** "Now" for the rules (tests give a fixed one). */
  now?: Date;
}

/** The actions a shift's state allows; each opens its dialog. Each button names the shift for a screen reader. */
export function DeskRowActions({ shift, onAction, now = new Date() }: DeskRowActionsProps) {
  const { t } = useTranslation('desk');
  const actions = deskActions(shift, now);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'settle' || action === 'approve' || action === 'process' ? 'primary' : 'secondary'}
          aria-label={`${t(`desk:action.${action}`)}, ${shiftName(shift)}`}
          onClick={() => onAction(action)}
        >
          {t(`desk:action.${action}`)}
        </Button>
      ))}
    </div>
  );
}
