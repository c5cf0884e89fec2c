export * from './lang';
export * from './pick';
export * from './texts';
export * from './fill';
export * from './calendar';
export * from './useT';
export * from './content';
