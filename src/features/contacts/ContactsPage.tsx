import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { OfficeAddresses } from '../../blocks/OfficeAddresses';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSiteName } from '../../i18n/siteName';
import { contactsTexts } from './texts';
import './contacts.css';

/**
 * `/contacts`: the office addresses (with their maps) and the contact form — another feature's,
 * handed in by the app layer (src/app/routes.tsx).
 */
export function ContactsPage({ contactForm }: { contactForm: ReactNode }) {
  const t = useT();
  const siteName = useSiteName();
  useDocumentTitle(t(contactsTexts.title), siteName, t(contactsTexts.description));
  return (
    <div className="container page contacts-page">
      <h1 className="page-title">{t(contactsTexts.title)}</h1>
      <OfficeAddresses className="contacts-page__offices" />
      <div className="contacts-page__form">{contactForm}</div>
    </div>
  );
}
