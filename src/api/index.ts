export * from './types';
export * from './http';
export * from './calls';
export * from './client';
export * from './queries';
export * from './weather';
export * from './captcha';
