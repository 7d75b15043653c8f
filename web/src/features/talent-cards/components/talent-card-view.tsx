import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalentCard } from '@vuoro/domain';
import { formatDate, formatHours, formatList, inSentence } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { useLanguageName } from '@/lib/use-language-name';

export interface CardContent {
  id: string;
  talentName?: string | null;
  shortDescription?: string | null;
  tags: { id: string; name: string }[];
  /** An image URL (a data URL from the shared link); a Storage path is not shown here. */
  photo?: string | null;
  industryName?: string | null;
  location?: string | null;
  about?: string | null;
  languages?: TalentCard['languages'];
  workPermit?: TalentCard['workPermit'];
  availability?: TalentCard['availability'];
  driverLicence?: TalentCard['driverLicence'];
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');

/**
 * One talent card (spec: talentName, shortDescription, tags, photo, industryName, location,
 * about; issue 27: languages with levels, work permit, availability, driving licence, all in the
 * reader's language), laid out as a one-page profile that prints on its own: no page break inside
 * a card. `children` come last inside the card (the customer's "Interested").
 */
export function TalentCardView({
  card,
  headingLevel = 2,
  children,
  collapsed,
}: {
  card: CardContent;
  headingLevel?: 1 | 2;
  children?: ReactNode;
  /** Only the head and `children` on screen (a shortlist's closed card); the whole card still prints. */
  collapsed?: boolean;
}) {
  const more = collapsed ? 'hidden print:block' : '';
  const { t, i18n } = useTranslation(['cards', 'labels']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const languageName = useLanguageName();
  const list = (items: string[]) => (items.length ? formatList(items, i18n.language, 'unit') : null);
  const facts = [
    {
      label: t('cards:field.languages'),
      value: list(
        (card.languages ?? []).map((l) =>
          t('cards:languageWithLevel', {
            language: languageName(l.language),
            level: inSentence(t(`labels:languageLevel.${l.level}`), i18n.language),
          }),
        ),
      ),
    },
    {
      label: t('cards:field.workPermit'),
      value: card.workPermit
        ? card.workPermit.validUntil
          ? t('cards:permitValidUntil', {
              permit: t(`labels:workPermit.${card.workPermit.status}`),
              date: formatDate(new Date(card.workPermit.validUntil)),
            })
          : t(`labels:workPermit.${card.workPermit.status}`)
        : null,
    },
    {
      label: t('cards:field.availability'),
      value: list([
        // Labels written to stand alone read lower-case after the list's first item.
        ...(card.availability?.options ?? []).map((o, i) =>
          i === 0 ? t(`labels:availability.${o}`) : inSentence(t(`labels:availability.${o}`), i18n.language),
        ),
        ...(card.availability?.weeklyHours
          ? [t('cards:weeklyHoursDecimal', { duration: formatHours(card.availability.weeklyHours, language) })]
          : []),
      ]),
    },
    {
      label: t('cards:field.driverLicence'),
      value: list([
        ...(card.driverLicence?.classes ?? []).map((c) => t(`labels:driverLicence.${c}`, { defaultValue: c })),
        ...(card.driverLicence?.carInUse ? [t('cards:carInUse')] : []),
      ]),
    },
  ];
  const name = card.talentName?.trim() || t('cards:unnamed');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const photo = card.photo && /^(data:image\/|https:)/.test(card.photo) ? card.photo : null;
  return (
    <article
      aria-label={t('cards:cardOf', { name })}
      className="break-inside-avoid rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:border-slate-400 print:shadow-none"
    >
      <div className="flex flex-wrap items-center gap-4">
        {photo ? (
          <img src={photo} alt={t('cards:photoOf', { name })} className="size-24 shrink-0 rounded-full object-cover" />
        ) : (
          <div
            role="img"
            aria-label={t('cards:noPhoto', { name })}
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800"
          >
            <span aria-hidden="true">{initialsOf(name)}</span>
          </div>
        )}
        <div className="min-w-0 flex-1 basis-48">
          <Heading className="break-words text-2xl font-bold text-slate-900">{name}</Heading>
          {card.shortDescription && <p className="mt-1 text-lg text-slate-800">{card.shortDescription}</p>}
        </div>
      </div>
      <div className={more}>
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-700">{t('cards:field.industry')}</dt>
            <dd className="text-slate-900">{card.industryName || t('cards:notGiven')}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">{t('cards:field.location')}</dt>
            <dd className="text-slate-900">{card.location || t('cards:notGiven')}</dd>
          </div>
          {facts.map((f) => (
            <div key={f.label}>
              <dt className="text-sm font-semibold text-slate-700">{f.label}</dt>
              <dd className="text-slate-900">{f.value ?? t('cards:notGiven')}</dd>
            </div>
          ))}
        </dl>
        {card.tags.length > 0 && (
          <ul aria-label={t('cards:field.tags')} className="mt-4 flex flex-wrap gap-1.5">
            {card.tags.map((tag) => (
              <li key={tag.id} className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
                {tag.name}
              </li>
            ))}
          </ul>
        )}
        {card.about && (
          <section className="mt-4">
            <SubHeading className="text-sm font-semibold text-slate-700">{t('cards:field.about')}</SubHeading>
            <p className="mt-1 whitespace-pre-line text-slate-900">{card.about}</p>
          </section>
        )}
      </div>
      {children}
    </article>
  );
}
