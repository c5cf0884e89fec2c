import './skeleton.css';

/** A grey placeholder block while content loads; hidden from screen readers (the region says it is busy). */
export function Skeleton({
  width,
  height = '1rem',
  className = '',
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  return <span className={`skeleton ${className}`} style={{ width, height }} aria-hidden="true" />;
}

/** Several skeleton lines inside a region marked busy, with the loading text for screen readers. */
export function SkeletonBlock({ lines = 3, label }: { lines?: number; label?: string }) {
  return (
    <div className="skeleton-block" aria-busy="true">
      {label ? <span className="visually-hidden">{label}</span> : null}
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
