import { useId, type ReactNode } from 'react';

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
