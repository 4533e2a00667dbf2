export * from './constants';
export * from './startup-config';
