import type { LangText, MessageSubject } from '../../api/types';
import { isEmailAddress } from '../../api/email';
import {
  IMAGE_TYPES,
  MAX_FILE_BYTES,
  MAX_FULLNAME_LENGTH,
  MAX_MESSAGE_LENGTH,
  OTP_SHAPE,
} from '../../api/fieldRules';
import { commonTexts } from '../../i18n/texts';
import { contactFormTexts } from './texts';

export interface ContactValues {
  fullname: string;
  email: string;
  /** The subject id as the select holds it; '' when none is chosen. */
  subject: string;
  message: string;
  file: File | null;
  captcha: string | null;
}

export type ContactField = 'fullname' | 'email' | 'subject' | 'message' | 'file' | 'captcha';

/** The fields in the order a visitor meets them: the error summary lists them this way. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'fullname',
  'email',
  'subject',
  'message',
  'file',
  'captcha',
];

/** Requirements §5's checking order (the original kept only the first failing message of this list). */
export const SPEC_CHECK_ORDER: readonly ContactField[] = [
  'file',
  'captcha',
  'message',
  'subject',
  'email',
  'fullname',
];

export type ContactErrors = Partial<Record<ContactField, LangText>>;

/** The request schema's file types (src/api/fieldRules.ts), and their extensions for pickers that need them. */
export const FILE_ACCEPT = `${IMAGE_TYPES.join(',')},.png,.gif,.jpg,.jpeg`;

export function isAcceptedImage(file: File): boolean {
  if ((IMAGE_TYPES as readonly string[]).includes(file.type)) return true;
  // Some systems leave `type` empty; the extension decides then.
  return file.type === '' && /\.(png|gif|jpe?g)$/i.test(file.name);
}

export function findSubject(
  subjects: readonly MessageSubject[] | undefined,
  id: string,
): MessageSubject | undefined {
  return id ? subjects?.find((subject) => String(subject.id) === id) : undefined;
}

/** Whether the chosen subject asks for a file (requirements §4: file-required follows the chosen subject). */
export function fileRequiredFor(subjects: readonly MessageSubject[] | undefined, id: string): boolean {
  return findSubject(subjects, id)?.file_required === true;
}

/**
 * Requirements §5, step 1, with the request schema's limits (src/api/fieldRules.ts: the lengths, the
 * file's types and size) checked before sending, with the texts the API refuses them with. Every failing check is reported at once (requirements §5's deviation, decision 0013;
 * the original showed only the first in SPEC_CHECK_ORDER). The request is sent only when none fails.
 */
export function validateContact(
  values: ContactValues,
  subjects: readonly MessageSubject[] | undefined,
): ContactErrors {
  const errors: ContactErrors = {};
  if (fileRequiredFor(subjects, values.subject) && !values.file) errors.file = commonTexts.fileRequired;
  else if (values.file && !isAcceptedImage(values.file)) errors.file = contactFormTexts.fileType;
  else if (values.file && values.file.size > MAX_FILE_BYTES) errors.file = commonTexts.fileTooLarge;
  if (!values.captcha) errors.captcha = commonTexts.captchaRequired;
  if (!values.message.trim()) errors.message = commonTexts.messageRequired;
  else if (values.message.trim().length > MAX_MESSAGE_LENGTH) errors.message = commonTexts.fieldTooLong;
  if (!values.subject) errors.subject = commonTexts.subjectRequired;
  if (!isEmailAddress(values.email)) errors.email = commonTexts.emailRequired;
  if (!values.fullname.trim()) errors.fullname = commonTexts.fullnameRequired;
  else if (values.fullname.trim().length > MAX_FULLNAME_LENGTH) errors.fullname = commonTexts.fieldTooLong;
  return errors;
}

/** Step 2: spaces in a pasted or typed code are ignored. */
export function normalizeOtp(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Requirements §5: empty → 'OTP is required!'; otherwise the code must be 6 digits (checked before sending). */
export function validateOtp(otp: string): LangText | null {
  const code = normalizeOtp(otp);
  if (!code) return commonTexts.otpRequired;
  return OTP_SHAPE.test(code) ? null : commonTexts.otpSixDigits;
}
