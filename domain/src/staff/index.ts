export * from './time';
export * from './shifts';
export * from './mail';
export * from './notifications';
export * from './notices';
export * from './messages';
export * from './files';
export * from './pay';
