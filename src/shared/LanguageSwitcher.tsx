import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGS, type Lang } from '../api/types';
import { langAddress, pagePath } from '../i18n/addresses';
import { HTML_LANG, useLang, useT } from '../i18n';
import { Link } from './LangLink';
import { sharedTexts } from './texts';
import './language-switcher.css';

const LABELS: Record<Lang, string> = { tm: 'TM', ru: 'RU', en: 'EN' };
/** Each language's own name, so a visitor who cannot read the current language still finds theirs. */
const NATIVE_NAMES: Record<Lang, string> = { tm: 'Türkmençe', ru: 'Русский', en: 'English' };

/**
 * TM / RU / EN (requirements §1, §4): links to the same page, with its query, at the other
 * languages' addresses (decision 0028). They work the same before the app starts and without
 * JavaScript; once it runs, the router follows them without a reload,
 * and the language shown (stored with it) follows the address (App.tsx).
 * Used by the main header and the Welcome header.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const lang = useLang();
  const t = useT();
  const labelId = useId();
  const { pathname, search, hash } = useLocation();
  const page = `${pagePath(pathname)}${search}${hash}`;
  return (
    <div className={`lang-switcher ${className}`} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {t(sharedTexts.language)}
      </span>
      {LANGS.map((code) => (
        <Link
          key={code}
          to={langAddress(page, code)}
          className="lang-switcher__button"
          lang={HTML_LANG[code]}
          hrefLang={HTML_LANG[code]}
          title={NATIVE_NAMES[code]}
          aria-current={code === lang ? 'true' : undefined}
        >
          {LABELS[code]}
        </Link>
      ))}
    </div>
  );
}
