export * from './envelope.ts';
export * from './paging.ts';
export * from './constants.ts';
export * from './identity.ts';
export * from './messages.ts';
export * from './fields.ts';
export * from './routes.ts';
export * from './api/index.ts';
