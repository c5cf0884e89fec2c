import { useId } from 'react';
import { LANGS, type Lang } from '../api/types';
import { HTML_LANG, LANG_PARAM, setLang, useLang, useT } from '../i18n';
import { LANGUAGE_LABEL } from './languageLabel';
import { useHydrated } from './useHydrated';
import './language-switcher.css';

const LABELS: Record<Lang, string> = { tm: 'TM', ru: 'RU', en: 'EN' };
/** Each language's own name, so a visitor who cannot read the current language still finds theirs. */
const NATIVE_NAMES: Record<Lang, string> = { tm: 'Türkmençe', ru: 'Русский', en: 'English' };

/**
 * TM / RU / EN buttons (requirements §1, §4): the language changes at once on click and is saved.
 * Used by the main header and the Welcome header.
 *
 * Until the app has started (a prerendered page still loading on a slow network, or no JavaScript)
 * they are links to the same page with `?lang=`: the server sends it in that language and stores
 * the choice in the cookie (deploy/nginx), and the app, when it starts, stores it too and takes the
 * parameter out of the address (src/i18n/lang.ts).
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const lang = useLang();
  const t = useT();
  const labelId = useId();
  const started = useHydrated();
  return (
    <div className={`lang-switcher ${className}`} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {t(LANGUAGE_LABEL)}
      </span>
      {LANGS.map((code) => {
        const shared = {
          className: 'lang-switcher__button',
          lang: HTML_LANG[code],
          title: NATIVE_NAMES[code],
          children: LABELS[code],
        };
        return started ? (
          <button
            key={code}
            type="button"
            aria-pressed={code === lang}
            onClick={() => setLang(code)}
            {...shared}
          />
        ) : (
          <a
            key={code}
            href={`?${LANG_PARAM}=${code}`}
            aria-current={code === lang ? 'true' : undefined}
            {...shared}
          />
        );
      })}
    </div>
  );
}
