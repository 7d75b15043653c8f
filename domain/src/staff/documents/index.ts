export * from './leave';
export * from './certificate';
export * from './identity-card';
export * from './wording';
