import { describe, expect, it } from 'vitest';
import type { MessageSubject } from '../../api/types';
import {
  fileRequiredFor,
  isAcceptedImage,
  normalizeOtp,
  validateContact,
  validateOtp,
  type ContactField,
} from './validate';
import { commonTexts } from '../../i18n/texts';
import { contactFormTexts } from './texts';

const SUBJECTS: MessageSubject[] = [
  { id: 1, name_tm: 'Umumy', name_ru: 'Общее', name_en: 'General', file_required: false },
  { id: 2, name_tm: 'Pasport', name_ru: 'Паспорт', name_en: 'Passport', file_required: true },
];
const png = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });

type Combo = {
  subject: '' | '1' | '2';
  file: boolean;
  captcha: boolean;
  message: boolean;
  email: boolean;
  fullname: boolean;
};
const bools = [true, false];
const combos: Combo[] = (['', '1', '2'] as const).flatMap((subject) =>
  bools.flatMap((file) =>
    bools.flatMap((captcha) =>
      bools.flatMap((message) =>
        bools.flatMap((email) =>
          bools.map((fullname) => ({ subject, file, captcha, message, email, fullname })),
        ),
      ),
    ),
  ),
);

describe('validateContact (requirements §5, step 1): every combination', () => {
  it('covers 96 combinations', () => expect(combos).toHaveLength(96));

  it.each(combos)('%o', (combo) => {
    const errors = validateContact(
      {
        subject: combo.subject,
        file: combo.file ? png : null,
        captcha: combo.captcha ? 'offline-captcha.t' : null,
        message: combo.message ? 'Hello' : '  ',
        email: combo.email ? 'visitor@example.com' : 'visitor.example.com',
        fullname: combo.fullname ? 'Aman Amanow' : '',
      },
      SUBJECTS,
    );
    const expected: Partial<Record<ContactField, unknown>> = {};
    if (combo.subject === '2' && !combo.file) expected.file = commonTexts.fileRequired;
    if (!combo.captcha) expected.captcha = commonTexts.captchaRequired;
    if (!combo.message) expected.message = commonTexts.messageRequired;
    if (!combo.subject) expected.subject = commonTexts.subjectRequired;
    if (!combo.email) expected.email = commonTexts.emailRequired;
    if (!combo.fullname) expected.fullname = commonTexts.fullnameRequired;
    expect(errors).toEqual(expected);
  });
});

describe('contact checks in detail', () => {
  it('an empty e-mail and a malformed one both give "Email is required!"', () => {
    for (const email of ['', ' ', 'a@b', 'a@b.']) {
      expect(
        validateContact(
          { subject: '1', file: null, captcha: 't', message: 'm', email, fullname: 'n' },
          SUBJECTS,
        ).email,
      ).toBe(commonTexts.emailRequired);
    }
  });

  it('file-required follows the chosen subject, and unknown subjects need no file', () => {
    expect(fileRequiredFor(SUBJECTS, '2')).toBe(true);
    expect(fileRequiredFor(SUBJECTS, '1')).toBe(false);
    expect(fileRequiredFor(SUBJECTS, '')).toBe(false);
    expect(fileRequiredFor(undefined, '2')).toBe(false);
  });

  it('accepts png, gif and jpeg only', () => {
    expect(isAcceptedImage(png)).toBe(true);
    expect(isAcceptedImage(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(true);
    expect(isAcceptedImage(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isAcceptedImage(new File(['x'], 'a.JPEG', { type: '' }))).toBe(true);
    expect(isAcceptedImage(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(isAcceptedImage(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBe(false);
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(
      validateContact(
        { subject: '1', file: pdf, captcha: 't', message: 'm', email: 'a@b.tm', fullname: 'n' },
        SUBJECTS,
      ),
    ).toEqual({
      file: contactFormTexts.fileType,
    });
  });

  it('step 2: spaces in the code are ignored; empty gives "OTP is required!"', () => {
    expect(normalizeOtp(' 12 34\t56 ')).toBe('123456');
    expect(validateOtp('')).toBe(commonTexts.otpRequired);
    expect(validateOtp('   ')).toBe(commonTexts.otpRequired);
    expect(validateOtp('123456')).toBeNull();
    expect(validateOtp(' 123 456 ')).toBeNull();
    for (const wrong of ['12345', '1234567', 'abcdef', '12345a', '١٢٣٤٥٦'])
      expect(validateOtp(wrong)).toBe(commonTexts.otpSixDigits);
    expect(commonTexts.otpRequired.en).toBe('OTP is required!');
  });

  it('uses the exact English texts of requirements §5', () => {
    expect([
      commonTexts.fileRequired.en,
      commonTexts.captchaRequired.en,
      commonTexts.messageRequired.en,
      commonTexts.subjectRequired.en,
      commonTexts.emailRequired.en,
      commonTexts.fullnameRequired.en,
      commonTexts.messageSent.en,
    ]).toEqual([
      'File is required!',
      'Captcha is required!',
      'Message is required!',
      'Subject is required!',
      'Email is required!',
      'Fullname is required!',
      'Your message was sent successfully!',
    ]);
  });
});

describe("the request schema's limits, checked before sending", () => {
  const valid = {
    fullname: 'Aman',
    email: 'a@b.tm',
    subject: '1',
    message: 'Salam',
    file: null,
    captcha: 'token',
  };

  it("refuses a name over 255 and a message over 5000 characters with the API's text; at the limit, accepts them", () => {
    expect(
      validateContact({ ...valid, fullname: 'a'.repeat(255), message: 'm'.repeat(5000) }, SUBJECTS),
    ).toEqual({});
    expect(
      validateContact({ ...valid, fullname: 'a'.repeat(256), message: 'm'.repeat(5001) }, SUBJECTS),
    ).toEqual({
      fullname: commonTexts.fieldTooLong,
      message: commonTexts.fieldTooLong,
    });
  });

  it('refuses an image over 5 MB, and accepts one of 5 MB', () => {
    const sized = (bytes: number) => new File([new Uint8Array(bytes)], 'big.png', { type: 'image/png' });
    expect(validateContact({ ...valid, file: sized(5 * 1024 * 1024) }, SUBJECTS)).toEqual({});
    expect(validateContact({ ...valid, file: sized(5 * 1024 * 1024 + 1) }, SUBJECTS)).toEqual({
      file: commonTexts.fileTooLarge,
    });
  });
});
