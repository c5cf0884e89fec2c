import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSiteName } from '../../i18n/siteName';
import { evisaTexts } from './texts';
import './evisa.css';

/**
 * `/evisa`: the notice that the online e-visa status check is under development, in the current
 * language. Requirements §2 also lists an info box saying that e-visas are invitations, marked "(hidden)":
 * the original page kept it hidden, so it is deliberately not rendered at all (not even for screen
 * readers) rather than shipped as invisible markup whose wording nobody has seen.
 */
export function Component() {
  const t = useT();
  const siteName = useSiteName();
  const notice = t(evisaTexts.underDevelopment);
  useDocumentTitle(t(evisaTexts.title), siteName, notice);
  return (
    <div className="container page evisa-page">
      <h1 className="page-title">{t(evisaTexts.title)}</h1>
      <div className="evisa-page__notice">
        <span className="evisa-page__icon" aria-hidden="true">
          ⓘ
        </span>
        <p>{notice}</p>
      </div>
    </div>
  );
}
