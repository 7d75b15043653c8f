import { useTranslation } from 'react-i18next';
import { HAND_TALENT_ID_PREFIX } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { resendClaimInvite } from '../../api/detail/resend-claim-invite';

export interface ClaimInviteProps {
  talentId: string;
  /** The call that sends the link (the callable unless a test says otherwise). */
  onResend?: (talentId: string) => Promise<{ invitedEmail: string }>;
}

/**
 * On a hand-added talent's page (admins): the person has not claimed the profile yet, and a new
 * invitation can be sent, e.g. when the first one expired ("Ask your recruiter for a new one").
 * Nothing for any other talent.
 */
export function ClaimInvite({ talentId, onResend = resendClaimInvite }: ClaimInviteProps) {
  const { t } = useTranslation(['talent']);
  const action = useEndpointAction(onResend, {
    success: (result) => ({ key: 'talent:claimInvite.sent', values: { email: result.invitedEmail } }),
  });
  if (!talentId.startsWith(HAND_TALENT_ID_PREFIX)) return null;
  return (
    <div className="basis-full text-sm">
      <p className="text-slate-700">{t('talent:claimInvite.notClaimed')}</p>
      <Button variant="secondary" className="mt-2" busy={action.busy} onClick={() => void action.run(talentId)}>
        {t('talent:claimInvite.resend')}
      </Button>
      {action.notice && (
        <Notice tone={action.notice.tone} className="mt-2">
          {action.notice.text}
        </Notice>
      )}
    </div>
  );
}
