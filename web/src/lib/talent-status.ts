import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTalentStatus, labelKey } from '@vuoro/domain';

/**
 * A talent's status in the user's language: one word per status on every screen (the talent's
 * header, the talent list, the assignment, the talent's own jobs), from `labels:talentStatus`. A
 * stored code outside the domain's statuses (older data) shows as it is stored.
 */
export function useTalentStatusLabel(): (status: string) => string {
  const { t } = useTranslation(['labels']);
  return useCallback((status: string) => (isTalentStatus(status) ? t(labelKey('talentStatus', status)) : status), [t]);
}
