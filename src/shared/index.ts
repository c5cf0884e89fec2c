export * from './config';
export * from './prefetch';
export * from './useDocumentTitle';
export * from './Spinner';
export * from './Skeleton';
export * from './ErrorState';
export * from './SafeHtml';
export * from './truncate';
