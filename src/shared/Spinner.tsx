import { useT, commonTexts } from '../i18n';
import './spinner.css';

/** An accessible busy indicator: the visible ring is decorative, the label is read out. */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const t = useT();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t(commonTexts.loading)}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="full-page-spinner">
      <Spinner size="lg" />
    </div>
  );
}
