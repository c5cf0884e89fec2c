import { useT, commonTexts } from '../i18n';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import './full-screen-error.css';

/**
 * Requirements §2/§8: the content call failed — logo, the message and a Reload link back to the site root.
 * A plain link (not router navigation): reloading the page starts the content call afresh.
 */
export function FullScreenError() {
  const t = useT();
  useDocumentTitle(t(commonTexts.somethingWentWrong));
  return (
    <main className="full-screen-error" id="main-content" tabIndex={-1}>
      <img src="/logo.svg" alt="" width={96} height={96} />
      <h1 className="full-screen-error__title">{t(commonTexts.somethingWentWrong)}</h1>
      <a className="button" href="/">
        {t(commonTexts.reload)}
      </a>
    </main>
  );
}
