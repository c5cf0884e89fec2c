import { useT } from '../../i18n/useT';
import { OfficeAddresses } from '../../shared/blocks/OfficeAddresses';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSiteName } from '../../shared/siteName';
import { ContactForm } from '../contact';
import { contactsPhrases } from './phrases';
import './contacts.css';

/** `/contacts`: the office addresses (with their maps) and the contact form. */
export function Component() {
  const t = useT();
  const siteName = useSiteName();
  useDocumentTitle(t(contactsPhrases.title), siteName, t(contactsPhrases.description));
  return (
    <div className="container page contacts-page">
      <h1 className="page-title">{t(contactsPhrases.title)}</h1>
      <OfficeAddresses className="contacts-page__offices" />
      <div className="contacts-page__form">
        <ContactForm />
      </div>
    </div>
  );
}
