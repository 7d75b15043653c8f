import type { DeskShiftView } from '@vuoro/domain';

/** What every action panel of the desk dialog is given. */
export interface DeskPanelProps {
  shift: DeskShiftView;
  onSaved: (text: string) => void;
  onCancel: () => void;
}
