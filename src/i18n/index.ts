export * from './lang';
export * from './pick';
export * from './phrases';
export * from './calendar';
export * from './useT';
export * from './content';
