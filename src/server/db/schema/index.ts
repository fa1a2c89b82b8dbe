export * from './users';
export * from './organizations';
export * from './licences';
export * from './boardstories';
export * from './cms';
export * from './misc';
export * from './site';
export * from './turns';
