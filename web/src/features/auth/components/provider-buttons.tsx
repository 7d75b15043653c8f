import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { config } from '@/lib/config';
import { Button, ButtonLink } from '@/lib/ui/button';

export interface ProviderChoice {
  linkedin: boolean;
  microsoft: boolean;
  federated: boolean;
}

/** Which of the wanted providers this deployment actually has. */
export function availableProviders(wanted: ProviderChoice): ProviderChoice {
  return {
    linkedin: wanted.linkedin && !!config.linkedin,
    microsoft: wanted.microsoft && !!config.microsoftTenant,
    federated: wanted.federated && !!config.federatedProvider,
  };
}

export const anyProvider = (choice: ProviderChoice): boolean => choice.linkedin || choice.microsoft || choice.federated;

export interface ProviderButtonsProps extends ProviderChoice {
  pending: boolean;
  onLinkedIn: () => void;
  onFederated: (providerId: string) => void;
}

/**
 * The other ways in, each only where this deployment configures it: LinkedIn (redirect), the
 * Microsoft tenant (/ad) and one more federated provider (pop-up), named on its button.
 */
export function ProviderButtons({ linkedin, microsoft, federated, pending, onLinkedIn, onFederated }: ProviderButtonsProps) {
  const { t } = useTranslation('auth');
  const provider = federated ? config.federatedProvider : null;
  const showLinkedIn = linkedin && !!config.linkedin;
  const showMicrosoft = microsoft && !!config.microsoftTenant;
  if (!showLinkedIn && !showMicrosoft && !provider) return null;
  return (
    <div className="space-y-3">
      {showLinkedIn && (
        <Button variant="secondary" disabled={pending} onClick={onLinkedIn} className="w-full">
          <span aria-hidden="true" className="rounded bg-[#0a66c2] px-1 text-xs font-bold leading-5 text-white">
            in
          </span>
          {t('auth:providers.linkedin')}
        </Button>
      )}
      {showMicrosoft && (
        <ButtonLink href={routes.ad.href()} variant="secondary" className="w-full">
          {t('auth:providers.microsoft')}
        </ButtonLink>
      )}
      {provider && (
        <Button variant="secondary" disabled={pending} onClick={() => onFederated(provider.id)} className="w-full">
          {t('auth:providers.federated', { name: provider.name })}
        </Button>
      )}
    </div>
  );
}
