import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, EmptyState } from './ErrorState';
import { SkeletonBlock } from './Skeleton';
import { useT, commonTexts } from '../i18n';

export type HeadingLevel = 2 | 3;

/** A block heading whose level the host page chooses (h2 on home, h3 inside a side column). */
export function BlockHeading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** Where a host page places a block: the heading's text and level, and a class of its own. */
export interface BlockPlacement {
  title?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * A block's section, named by its heading (a region screen readers list): `block` is the section's
 * class and `block__title` the heading's.
 */
export function BlockSection({
  block,
  title,
  headingLevel = 2,
  className = '',
  children,
}: BlockPlacement & { block: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`${block} ${className}`.trim()} aria-labelledby={headingId}>
      <BlockHeading level={headingLevel} id={headingId} className={`${block}__title`}>
        {title}
      </BlockHeading>
      {children}
    </section>
  );
}

/**
 * Loading, error and empty states of one query, so every block behaves the same way: a skeleton
 * while loading, a quiet error with a retry control, an empty message, never an endless spinner.
 */
export function QueryStates<T>({
  query,
  isEmpty,
  emptyMessage,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyMessage: string;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) return skeleton ?? <SkeletonBlock lines={3} label={t(commonTexts.loading)} />;
  if (query.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (isEmpty(query.data)) return <EmptyState message={emptyMessage} />;
  return <>{children(query.data)}</>;
}

/** Lists from the API are arrays; anything else (a broken answer) counts as empty, not as a crash. */
export function isEmptyList(data: unknown): boolean {
  return !Array.isArray(data) || data.length === 0;
}
