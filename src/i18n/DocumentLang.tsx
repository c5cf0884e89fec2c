import { useDocumentLang } from './lang';

/** `<html lang>` follows the language shown (src/i18n/lang.ts). Rendered once, at the app's root. */
export function DocumentLang() {
  useDocumentLang();
  return null;
}
