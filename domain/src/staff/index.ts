export * from './time';
export * from './shifts';
