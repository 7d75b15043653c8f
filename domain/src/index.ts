export * from './model';
export * from './states/talent-merge';
export * from './routes';
export * from './permissions';
export * from './api/system';
export * from './api/contact-us';
export * from './api/identity';
export * from './api/accounts';
export * from './api/talent-cards';
export * from './api/public-forms';
export * from './api/auth-protocol';
export * from './api/staff';
export * from './staff';
export * from './help';
export * from './contact-links';
// i27 data: the talent's data download (GDPR Art. 15)
export * from './api/data-export';
// issue 27 (search): talent search across spellings, saved searches
export * from './talent-search';
export * from './entities/saved-search';
// issue 27 item 7 (steps): the registration's privacy notice and the consent stored with the talent
export * from './privacy';
// issue 27 item 1 (claim): a talent added by hand and the invitation to claim the profile
export * from './entities/talent-claim';
// issue 27 item 3 (bulk): bulk tag changes and the audited CSV export of the talent list
export * from './talent-bulk';
