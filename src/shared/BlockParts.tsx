import type { ReactNode } from 'react';

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
