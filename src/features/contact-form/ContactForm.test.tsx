import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOfflineCaptchaToken } from '../../api/captcha';
import type { MessageSubject } from '../../api/types';
import { setLang } from '../../i18n/lang';
import {
  apiAnswer,
  apiError,
  apiHeld,
  apiNetworkError,
  type ApiCall,
} from '../../../tests/support/unit/api-handlers';
import { recordRequests, requestsTo, server } from '../../../tests/support/unit/server';
import { ContactForm } from './index';
import { commonTexts } from '../../i18n/texts';
import { formTexts } from '../../shared/forms/texts';

const SUBJECTS: MessageSubject[] = [
  {
    id: 1,
    name_tm: 'Umumy sorag',
    name_ru: 'Общий вопрос',
    name_en: 'General question',
    file_required: false,
  },
  { id: 2, name_tm: 'Pasport', name_ru: 'Паспорт', name_en: 'Passport', file_required: true },
  { id: 3, name_tm: 'Wiza', name_ru: '', name_en: '', file_required: false },
];
const DETAIL = { tm: 'Kod nädogry', ru: 'Неверный код', en: 'The code is wrong' };
const OK = { message: { tm: 'ok', ru: 'ok', en: 'ok' } };
const PNG_BYTES = [137, 80, 78, 71, 13, 10, 26, 10];
const png = () => new File([new Uint8Array(PNG_BYTES)], 'photo.png', { type: 'image/png' });

/** The requests the form posted to `call`, as the server received them. */
function sentTo(call: Extract<ApiCall, 'createMessage' | 'checkOtp'>) {
  const requests = recordRequests();
  const sent = () => requestsTo(requests, call);
  return {
    count: () => sent().length,
    forms: () => Promise.all(sent().map((request) => request.form())),
  };
}

type User = ReturnType<typeof userEvent.setup>;

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
  return { user, client };
}

const field = {
  fullname: () => screen.getByRole('textbox', { name: /^Full name/ }),
  email: () => screen.getByRole('textbox', { name: /^E-mail/ }),
  subject: () => screen.getByRole('combobox', { name: /^Subject/ }),
  message: () => screen.getByRole('textbox', { name: /^Message/ }),
  file: () => screen.getByLabelText(/^Image file/),
  captcha: () => screen.findByRole('checkbox', { name: "I'm not a robot" }),
  send: () => screen.getByRole('button', { name: 'Send' }),
};

async function ready() {
  await screen.findByRole('option', { name: 'Passport' });
  await field.captcha();
}

interface Fill {
  fullname?: boolean;
  email?: boolean | string;
  subject?: '1' | '2' | '';
  message?: boolean;
  file?: boolean;
  captcha?: boolean;
}
async function fill(user: User, f: Fill = {}) {
  const o = { fullname: true, email: true, subject: '1', message: true, file: false, captcha: true, ...f };
  if (o.fullname) await user.type(field.fullname(), 'Aman Amanow');
  if (o.email) await user.type(field.email(), typeof o.email === 'string' ? o.email : 'aman@example.com');
  if (o.subject) await user.selectOptions(field.subject(), o.subject);
  if (o.message) await user.type(field.message(), 'Hello, I have a question.');
  if (o.file) await user.upload(field.file(), png());
  if (o.captcha) await user.click(await field.captcha());
}

const summary = () => screen.queryByRole('group', { name: 'Please correct the following:' });

beforeEach(() => {
  act(() => setLang('en'));
  server.use(apiAnswer('getMessageSubjects', SUBJECTS));
});
afterEach(() => act(() => setLang('tm')));

describe('ContactForm step 1: fields', () => {
  it('has labelled fields, subjects from the API in the current language, and an image-only file input', async () => {
    renderForm();
    await ready();
    expect(screen.getByRole('heading', { level: 2, name: 'Write to us' })).toBeInTheDocument();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.fullname()).toHaveAttribute('autocomplete', 'name');
    expect(
      within(field.subject())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a subject',
      'General question',
      'Passport',
      'Wiza', // no English name: falls back to Turkmen
    ]);
    expect(field.file()).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(field.file()).toHaveAttribute('accept', expect.stringContaining('image/gif'));
    expect(field.file()).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
    act(() => setLang('ru'));
    expect(await screen.findByRole('option', { name: 'Паспорт' })).toBeInTheDocument();
  });

  it('marks the file required only while the chosen subject needs one', async () => {
    const { user } = renderForm();
    await ready();
    expect(field.file()).not.toBeRequired();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    await user.selectOptions(field.subject(), '2');
    expect(field.file()).toBeRequired();
    expect(field.file()).toHaveAccessibleDescription(/This subject needs a file/);
    await user.selectOptions(field.subject(), '1');
    expect(field.file()).not.toBeRequired();
  });

  it('shows an error with a retry when the subjects cannot be loaded', async () => {
    server.use(apiError('getMessageSubjects', 500, null, { once: true }));
    const requests = recordRequests();
    const { user } = renderForm();
    expect(await screen.findByText('The subjects could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Passport' })).toBeInTheDocument();
    expect(requestsTo(requests, 'getMessageSubjects')).toHaveLength(2);
  });

  it('the clear cross resets the captcha', async () => {
    const { user } = renderForm();
    await ready();
    await user.click(await field.captcha());
    expect(await field.captcha()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset the captcha' }));
    expect(await field.captcha()).not.toBeChecked();
  });
});

describe('ContactForm step 1: validation', () => {
  const MESSAGES = {
    fullname: 'Fullname is required!',
    email: 'Email is required!',
    subject: 'Subject is required!',
    message: 'Message is required!',
    file: 'File is required!',
    captcha: 'Captcha is required!',
  } as const;

  it('an empty form shows every message in a focused summary linking to each field, and at each field', async () => {
    const create = sentTo('createMessage');
    const { user } = renderForm();
    await ready();
    await user.click(field.send());
    const box = summary();
    expect(box).not.toBeNull();
    expect(box).toHaveFocus();
    const links = within(box!).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      MESSAGES.fullname,
      MESSAGES.email,
      MESSAGES.subject,
      MESSAGES.message,
      MESSAGES.captcha,
    ]);
    expect(field.fullname()).toHaveAccessibleDescription(MESSAGES.fullname);
    expect(field.email()).toHaveAccessibleDescription(MESSAGES.email);
    expect(field.subject()).toHaveAccessibleDescription(MESSAGES.subject);
    expect(field.message()).toHaveAccessibleDescription(MESSAGES.message);
    expect(await field.captcha()).toHaveAccessibleDescription(new RegExp(MESSAGES.captcha));
    for (const el of [field.fullname(), field.email(), field.subject(), field.message()]) {
      expect(el).toHaveAttribute('aria-invalid', 'true');
    }
    await user.click(within(box!).getByRole('link', { name: MESSAGES.message }));
    expect(field.message()).toHaveFocus();
    await user.click(within(box!).getByRole('link', { name: MESSAGES.captcha }));
    expect(await field.captcha()).toHaveFocus();
    expect(create.count()).toBe(0);
  });

  // Each rule alone, the file rule both ways, and a few pairs: the message shows exactly when its rule fails.
  const cases: { name: string; fill: Fill; expect: (keyof typeof MESSAGES)[] }[] = [
    { name: 'no full name', fill: { fullname: false }, expect: ['fullname'] },
    { name: 'no e-mail', fill: { email: false }, expect: ['email'] },
    { name: 'malformed e-mail', fill: { email: 'aman@example' }, expect: ['email'] },
    { name: 'no subject', fill: { subject: '' }, expect: ['subject'] },
    { name: 'no message', fill: { message: false }, expect: ['message'] },
    { name: 'no captcha', fill: { captcha: false }, expect: ['captcha'] },
    { name: 'file-required subject without a file', fill: { subject: '2' }, expect: ['file'] },
    {
      name: 'file-required subject, no file, no captcha',
      fill: { subject: '2', captcha: false },
      expect: ['file', 'captcha'],
    },
    {
      name: 'no name and no message',
      fill: { fullname: false, message: false },
      expect: ['fullname', 'message'],
    },
    { name: 'no e-mail, no subject', fill: { email: false, subject: '' }, expect: ['email', 'subject'] },
  ];

  it.each(cases)('$name', async ({ fill: f, expect: failing }) => {
    server.use(apiAnswer('createMessage', OK));
    const create = sentTo('createMessage');
    const { user } = renderForm();
    await ready();
    await fill(user, f);
    await user.click(field.send());
    const box = summary();
    expect(box).not.toBeNull();
    expect(
      within(box!)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(failing.map((k) => MESSAGES[k]));
    for (const [key, text] of Object.entries(MESSAGES)) {
      // Each message appears in the summary and at its field, or not at all.
      expect(screen.queryAllByText(text)).toHaveLength(
        failing.includes(key as keyof typeof MESSAGES) ? 2 : 0,
      );
    }
    expect(create.count()).toBe(0);
  });

  it('a file-required subject with a picked image passes', async () => {
    server.use(apiAnswer('createMessage', OK));
    const create = sentTo('createMessage');
    const { user } = renderForm();
    await ready();
    await fill(user, { subject: '2', file: true });
    await user.click(field.send());
    await screen.findByRole('heading', { name: 'Enter the code from your e-mail' });
    expect(create.count()).toBe(1);
  });

  it('messages follow the input after an attempt and are translated', async () => {
    const { user } = renderForm();
    await ready();
    await user.click(field.send());
    await user.type(field.fullname(), 'Aman');
    expect(screen.queryByText(MESSAGES.fullname)).toBeNull();
    act(() => setLang('ru'));
    expect(screen.getAllByText(commonTexts.emailRequired.ru)).toHaveLength(2);
    act(() => setLang('tm'));
    expect(screen.getAllByText(commonTexts.subjectRequired.tm)).toHaveLength(2);
  });
});

/** Step 1 filled in and accepted by the server; returns what the server received. */
async function toStep2(user: User, f: Fill = {}) {
  server.use(apiAnswer('createMessage', OK));
  const create = sentTo('createMessage');
  await ready();
  await fill(user, f);
  await user.click(field.send());
  await screen.findByRole('heading', { name: 'Enter the code from your e-mail' });
  return create;
}

const otpBox = () => screen.getByRole('textbox', { name: /^Confirmation code/ });

describe('ContactForm: step transitions', () => {
  it('sends the five fields (no file), then asks for the code with focus on the step heading', async () => {
    const { user } = renderForm();
    const create = await toStep2(user, { subject: '2', file: true });
    const [request, ...more] = await create.forms();
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      message: 'Hello, I have a question.',
      subject: '2',
      email: 'aman@example.com',
      fullname: 'Aman Amanow',
    });
    expect(Object.keys(request ?? {}).sort()).toEqual(['captcha', 'email', 'fullname', 'message', 'subject']);
    expect(isOfflineCaptchaToken(request?.captcha)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Enter the code from your e-mail' })).toHaveFocus();
    expect(screen.getByText('We sent a 6-digit code to aman@example.com.')).toBeInTheDocument();
    expect(otpBox()).toHaveAttribute('inputmode', 'numeric');
    expect(otpBox()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('textbox', { name: /^Full name/ })).toBeNull(); // step 1 is hidden
  });

  it('an empty code gives "OTP is required!" and sends nothing', async () => {
    const check = sentTo('checkOtp');
    const { user } = renderForm();
    await toStep2(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('OTP is required!')).toBeInTheDocument();
    expect(otpBox()).toHaveAttribute('aria-invalid', 'true');
    expect(otpBox()).toHaveAccessibleDescription(/OTP is required!/);
    expect(otpBox()).toHaveFocus();
    expect(check.count()).toBe(0);
  });

  it('a code that is not 6 digits says so and sends nothing; the typed code stays', async () => {
    const check = sentTo('checkOtp');
    const { user } = renderForm();
    await toStep2(user);
    await user.type(otpBox(), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('The code must be 6 digits!')).toBeInTheDocument();
    expect(otpBox()).toHaveAccessibleDescription(/The code must be 6 digits!/);
    expect(otpBox()).toHaveValue('12345');
    expect(otpBox()).toHaveFocus();
    expect(check.count()).toBe(0);
  });

  it('ignores spaces in a pasted code; success shows the green message and an empty step 1', async () => {
    server.use(apiAnswer('checkOtp', OK));
    const check = sentTo('checkOtp');
    const { user } = renderForm();
    await toStep2(user, { subject: '2', file: true });
    otpBox().focus();
    await user.paste('123 456');
    expect(otpBox()).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const success = await screen.findByText('Your message was sent successfully!');
    const [request, ...more] = await check.forms();
    expect(more).toEqual([]);
    expect(Object.keys(request ?? {}).sort()).toEqual(['email', 'file', 'otp']);
    expect(request?.otp).toBe('123456');
    expect(request?.email).toBe('aman@example.com');
    const file = request?.file as File;
    expect([file.name, file.type]).toEqual(['photo.png', 'image/png']);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual(PNG_BYTES);
    expect(success.closest('[role="status"]')).not.toBeNull();
    expect(success.parentElement).toHaveFocus();
    expect(field.fullname()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.subject()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect((field.file() as HTMLInputElement).files).toHaveLength(0);
    expect(await field.captcha()).not.toBeChecked();
    expect(summary()).toBeNull();
    act(() => setLang('ru'));
    expect(screen.getByText(commonTexts.messageSent.ru)).toBeInTheDocument();
  });

  it('a refused code shows the detail in a dismissible red alert and keeps the code; then the right code succeeds', async () => {
    server.use(apiError('checkOtp', 400, DETAIL, { once: true }), apiAnswer('checkOtp', OK));
    const check = sentTo('checkOtp');
    const { user } = renderForm();
    await toStep2(user);
    await user.type(otpBox(), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByText(DETAIL.en);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(otpBox()).toHaveValue('000000');
    act(() => setLang('tm'));
    expect(screen.getByText(DETAIL.tm)).toBeInTheDocument();
    act(() => setLang('en'));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(DETAIL.en)).toBeNull();
    expect(otpBox()).toHaveFocus();
    await user.clear(otpBox());
    await user.type(otpBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your message was sent successfully!')).toBeInTheDocument();
    expect((await check.forms()).map((form) => form.otp)).toEqual(['000000', '123456']);
  });

  it('a refused creation keeps every input and the picked file, and asks for a fresh captcha', async () => {
    server.use(apiError('createMessage', 400, DETAIL));
    const { user } = renderForm();
    await ready();
    await fill(user, { subject: '2', file: true });
    await user.click(field.send());
    expect(await screen.findByText(DETAIL.en)).toBeInTheDocument();
    expect(field.fullname()).toHaveValue('Aman Amanow');
    expect(field.email()).toHaveValue('aman@example.com');
    expect(field.subject()).toHaveValue('2');
    expect(field.message()).toHaveValue('Hello, I have a question.');
    expect((field.file() as HTMLInputElement).files?.[0]?.name).toBe('photo.png');
    expect(await field.captcha()).not.toBeChecked();
  });

  it('a network failure says so clearly', async () => {
    server.use(apiNetworkError('createMessage'));
    const { user } = renderForm();
    await ready();
    await fill(user);
    await user.click(field.send());
    expect(await screen.findByText(formTexts.networkFailure.en)).toBeInTheDocument();
  });

  it('the send button shows a spinner and cannot send twice', async () => {
    const held = apiHeld('createMessage', OK);
    server.use(held.handler);
    const create = sentTo('createMessage');
    const { user } = renderForm();
    await ready();
    await fill(user);
    await user.click(field.send());
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(create.count()).toBe(1));
    await user.click(busy);
    await user.click(busy);
    act(() => held.release());
    await screen.findByRole('heading', { name: 'Enter the code from your e-mail' });
    expect(create.count()).toBe(1);
  });

  it('going back from step 2 keeps what was typed and the file', async () => {
    const { user } = renderForm();
    await toStep2(user, { subject: '2', file: true });
    await user.click(screen.getByRole('button', { name: 'Back to the message' }));
    expect(field.fullname()).toHaveFocus();
    expect(field.fullname()).toHaveValue('Aman Amanow');
    expect(field.message()).toHaveValue('Hello, I have a question.');
    expect((field.file() as HTMLInputElement).files?.[0]?.name).toBe('photo.png');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Confirmation code/ })).toBeNull());
  });
});

/** The alerts that say what failed (the forms' other live regions stay mounted, empty). */
const announced = () =>
  screen.queryAllByRole('alert').filter((el) => /^Please correct/.test(el.textContent ?? ''));

describe('ContactForm: the summary announced once per submit', () => {
  it('a failed submit is one alert; fixing a field updates the summary without a new alert', async () => {
    const { user } = renderForm();
    await ready();
    await user.click(field.send());
    expect(announced()[0]).toHaveTextContent(
      'Please correct the following: Fullname is required! Email is required! Subject is required!',
    );
    await user.type(field.fullname(), 'Aýna');
    expect(announced()).toEqual([]);
    expect(within(summary()!).getAllByRole('link')).toHaveLength(4);
  });
});
