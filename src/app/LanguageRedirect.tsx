import { useLocation } from 'react-router-dom';
import { Navigate } from '../shared/LangLink';
import { addressFromLangParam, langAddress } from '../i18n/addresses';
import { getLang } from '../i18n/lang';

/**
 * A path without a language (`/posts`, a link in the API's data, an old `?lang=ru` bookmark): the
 * same page at the address of the visitor's language. In production nginx has already redirected
 * such an address (by the `lang` cookie); this covers the development server and in-app links that
 * bypass the site's Link.
 */
export function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const target =
    addressFromLangParam(pathname, search, hash) ?? langAddress(`${pathname}${search}${hash}`, getLang());
  return <Navigate to={target} replace />;
}
