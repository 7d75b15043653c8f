/** The three catalogues of /catalogs, each its own collection. */
export const CATALOG_KINDS = ['tags', 'industries', 'occupations'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
