/** How an office's phone and address fields are shown: several values in one field, phone links. */

/** `tel:` target of a displayed phone number: digits and a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A field may hold several numbers or addresses: "+993 12 11-22-33, +993 12 44-55-66". */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
