export * from './security';
export * from './platform';
export * from './crm';
export * from './categories';
export * from './projects';
export * from './field';
export * from './contracts';
export * from './estimating';
