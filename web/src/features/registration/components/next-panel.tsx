import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { ButtonLink } from '@/lib/ui';

const POINTS = ['now', 'contact', 'current'] as const;

/**
 * After registering (issue 27 item 7): what the agency does now, when to expect contact and how to
 * keep the profile current, with the way to /talent-profile. Takes the focus when it appears.
 */
export function NextPanel() {
  const { t } = useTranslation('registration');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="registered-title" className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id="registered-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t('registration:next.title')}
      </h2>
      <dl className="space-y-3 text-slate-800">
        {POINTS.map((point) => (
          <div key={point}>
            <dt className="font-semibold">{t(`registration:next.${point}.title`)}</dt>
            <dd className="mt-0.5">{t(`registration:next.${point}.text`)}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink href={routes.talentProfile.href()} className="w-full sm:w-auto">
        {t('registration:next.profile')}
      </ButtonLink>
    </section>
  );
}
