import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { FirestoreScope } from '@/lib/firestore-scope';
import { CATALOG_KINDS } from '../api/catalog-kind';
import { IndustryCatalog, OccupationCatalog, TagCatalog } from '../components/catalogs';

/**
 * `/catalogs` (admin): the catalogues recruiters pick from — tags, industries and occupations —
 * as three tabs (arrow keys move between them), each a live list sorted by name with a filter,
 * add, inline rename and delete.
 */
export default function CatalogsRoute() {
  return (
    <FirestoreScope>
      <Catalogs />
    </FirestoreScope>
  );
}

function Catalogs() {
  const { t } = useTranslation(['catalogs', 'common', 'labels', 'validation', 'errors']);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('catalogs:title')}</h1>
        <p className="mt-1 text-slate-700">{t('catalogs:intro')}</p>
      </div>
      <TabGroup>
        <TabList aria-label={t('catalogs:title')} className="flex gap-1 overflow-x-auto border-b border-slate-300">
          {CATALOG_KINDS.map((kind) => (
            <Tab
              key={kind}
              className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 font-semibold text-slate-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[selected]:border-brand-700 data-[selected]:text-brand-800"
            >
              {t(`catalogs:${kind}.tab`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-5">
          <TabPanel className="focus-visible:outline-2 focus-visible:outline-brand-700">
            <TagCatalog />
          </TabPanel>
          <TabPanel className="focus-visible:outline-2 focus-visible:outline-brand-700">
            <IndustryCatalog />
          </TabPanel>
          <TabPanel className="focus-visible:outline-2 focus-visible:outline-brand-700">
            <OccupationCatalog />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
