/**
 * The limits of the visitor POSTs' fields (requirements §5 and its table of limits), as plain values.
 * The request schemas of src/api/schemas.ts are built from them, and so the published contract and
 * the mock's checks; the forms check the same values before sending. They sit outside the schemas'
 * module because the site ships no Zod (lint forbids a value import of the schemas in src/): the
 * forms read these numbers and patterns, the schemas wrap them.
 */
export { EMAIL_SHAPE, MAX_EMAIL_LENGTH } from './email';

/** A contact message's full name (Django's CharField(max_length=255)). */
export const MAX_FULLNAME_LENGTH = 255;
/** A contact message's text. */
export const MAX_MESSAGE_LENGTH = 5000;
/** The e-mailed confirmation code: six digits. */
export const OTP_SHAPE = /^\d{6}$/;
/** A subject is sent as its id. */
export const SUBJECT_ID_SHAPE = /^\d+$/;
/** The contact file: an image of one of these types, at most 5 MB. */
export const IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
