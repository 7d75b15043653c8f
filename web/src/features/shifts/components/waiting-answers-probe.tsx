import { useEffect } from 'react';
import { useWaitingAnswers, type WaitingAnswers } from '../api/get-waiting-answers';

/**
 * Reads what waits for the employee's answer and hands it to the menu. A module of its own,
 * loaded lazily by the staff layout: the API client stays out of the first bundle.
 */
export default function WaitingAnswersProbe({ onChange }: { onChange: (waiting: WaitingAnswers) => void }) {
  const { changes, offers } = useWaitingAnswers(true);
  useEffect(() => onChange({ changes, offers }), [changes, offers, onChange]);
  return null;
}
