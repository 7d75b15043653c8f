import { useTranslation } from 'react-i18next';
import type { Occupation } from '@vuoro/domain';
import { useIndustries, useOccupations, useTags } from '@/lib/shared-reads';
import { CatalogEditor, type CatalogSpec } from './catalog-editor';
import { nameError, occupationErrors } from './catalog-rules';

type Named = { id: string; name: string };

function useNameSpec(kind: 'tags' | 'industries'): CatalogSpec<Named> {
  const { t } = useTranslation('catalogs');
  return {
    kind,
    fields: ['name'],
    maxLength: kind === 'tags' ? 100 : 200,
    empty: { name: '' },
    valuesOf: (item) => ({ name: item.name }),
    errorsOf: (values, items, selfId) => {
      const error = nameError(kind, values.name ?? '', items, selfId);
      return error ? { name: error } : {};
    },
    nameOf: (item) => item.name,
    filterText: nameOf,
    fieldLabel: (_, item) => (item ? t('catalogs:newName', { name: item.name }) : t(`catalogs:${kind}.newLabel`)),
    editVerb: 'rename',
    countsUsage: true,
  };
}
const nameOf = (item: Named) => item.name;

export function TagCatalog() {
  return <CatalogEditor spec={useNameSpec('tags')} list={useTags()} />;
}

export function IndustryCatalog() {
  return <CatalogEditor spec={useNameSpec('industries')} list={useIndustries()} />;
}

const LANGS = ['en', 'fi', 'ru', 'uk'] as const;
const occupationText = (o: Occupation) => LANGS.map((l) => o[l] ?? '').join(' ');

/**
 * Occupations: names per language, English required (it is also the key of the job title
 * translations view), fi, ru and uk optional.
 */
export function OccupationCatalog() {
  const { t } = useTranslation('catalogs');
  const spec: CatalogSpec<Occupation> = {
    kind: 'occupations',
    fields: LANGS,
    required: ['en'],
    maxLength: 200,
    empty: { en: '', fi: '', ru: '', uk: '' },
    valuesOf: (o) => ({ en: o.en, fi: o.fi ?? '', ru: o.ru ?? '', uk: o.uk ?? '' }),
    errorsOf: occupationErrors,
    nameOf: (o) => o.en,
    filterText: occupationText,
    fieldLabel: (lang) => t(`catalogs:occupations.name.${lang}`),
    fieldLang: (lang) => lang,
    editVerb: 'edit',
    addTitle: t('catalogs:occupations.addTitle'),
    countsUsage: false,
    renderItem: (item) => (
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-slate-900" lang="en">
          {item.en}
        </p>
        <p className="text-sm text-slate-700">
          {(['fi', 'ru', 'uk'] as const)
            .filter((l) => item[l])
            .map((l) => (
              <span key={l} lang={l} className="mr-3">
                <abbr title={t(`catalogs:occupations.name.${l}`)} className="no-underline">
                  {l}
                </abbr>
                : {item[l]}
              </span>
            ))}
        </p>
      </div>
    ),
  };
  return <CatalogEditor spec={spec} list={useOccupations()} />;
}
