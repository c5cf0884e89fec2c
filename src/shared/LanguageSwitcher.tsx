import { useId } from 'react';
import { LANGS, type Lang } from '../api/types';
import { setLang, useLang, useT } from '../i18n';
import { LANGUAGE_LABEL } from './languageLabel';
import './language-switcher.css';

const LABELS: Record<Lang, string> = { tm: 'TM', ru: 'RU', en: 'EN' };
/** Each language's own name, so a visitor who cannot read the current language still finds theirs. */
const NATIVE_NAMES: Record<Lang, string> = { tm: 'Türkmençe', ru: 'Русский', en: 'English' };

/**
 * TM / RU / EN buttons (requirements §1, §4): the language changes at once on click and is saved.
 * Used by the main header and the Welcome header.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const lang = useLang();
  const t = useT();
  const labelId = useId();
  return (
    <div className={`lang-switcher ${className}`} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {t(LANGUAGE_LABEL)}
      </span>
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          className="lang-switcher__button"
          aria-pressed={code === lang}
          lang={code === 'tm' ? 'tk' : code}
          title={NATIVE_NAMES[code]}
          onClick={() => setLang(code)}
        >
          {LABELS[code]}
        </button>
      ))}
    </div>
  );
}
