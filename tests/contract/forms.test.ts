/**
 * The visitor POSTs (multipart), both flows end to end through the outbox, and every refusal.
 */
import { describe, expect, it } from 'vitest';
import { makeOfflineCaptchaToken } from '../../src/api/captcha';
import type { LangText, MessageCreateRequest } from '../../src/api/types';
import type { OutboxEntry } from '../../mock-api/outbox';
import type { StoredMessage, StoredSubscription } from '../../mock-api/db-types';
import { GIF_1X1, PNG_1X1, type Harness, expectLangText, fixtureDb, refusal, startMock } from './support';
import { makeMessageRequest } from '../support/unit/factories';

const h = startMock();

async function outbox(harness: Harness, to?: string): Promise<OutboxEntry[]> {
  const res = await harness.fetch(`/__mock/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  return (await res.json()) as OutboxEntry[];
}

const captcha = () => makeOfflineCaptchaToken();
const subjectWithFile = fixtureDb.message_subjects.find((s) => s.file_required)!;
const subjectWithoutFile = fixtureDb.message_subjects.find((s) => !s.file_required)!;

describe('subscription', () => {
  it('create → activation e-mail in the outbox → check activates once', async () => {
    const email = 'Visitor.One@example.com';
    const created = await h.api.createSubscription({ email, captcha: captcha() });
    expect(created.message.en).toBe('We sent activation link to your email address');
    expectLangText(created.message);
    const mails = await outbox(h, email.toLowerCase());
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ to: email, kind: 'activation' });
    expect(mail.link).toBe(`${h.mock.url}/email-activation/${mail.token}`);
    expect(mail.text).toContain(mail.link);
    // The link's origin follows the site that sent the request.
    await h
      .apiWith({ Origin: 'http://127.0.0.1:4173' })
      .createSubscription({ email: 'second@example.com', captcha: captcha() });
    expect((await outbox(h, 'second@example.com'))[0]!.link).toMatch(
      /^http:\/\/127\.0\.0\.1:4173\/email-activation\/[0-9a-f]+$/,
    );

    const ok = await h.api.checkSubscription({ email, token: mail.token! });
    expect(ok.message.en).toBe('Your subscription is activated');
    const subs = (await (await h.fetch('/__mock/subscriptions')).json()) as StoredSubscription[];
    expect(subs.find((s) => s.token === mail.token)?.status).toBe('active');
    // Used once only.
    expect((await refusal(h.api.checkSubscription({ email, token: mail.token! }))).en).toBe(
      'This activation link has already been used.',
    );
    // And the address is now subscribed.
    expect((await refusal(h.api.createSubscription({ email, captcha: captcha() }))).en).toBe(
      'This e-mail address is already subscribed.',
    );
  });

  it('check works without the e-mail (no localStorage), refuses unknown, replaced and mismatched tokens', async () => {
    await h.api.createSubscription({ email: 'a@example.com', captcha: captcha() });
    const firstToken = (await outbox(h, 'a@example.com'))[0]!.token!;
    await h.api.createSubscription({ email: 'a@example.com', captcha: captcha() });
    const secondToken = (await outbox(h, 'a@example.com'))[0]!.token!;
    expect(secondToken).not.toBe(firstToken);
    expect((await refusal(h.api.checkSubscription({ token: firstToken }))).en).toMatch(/invalid/);
    expect((await refusal(h.api.checkSubscription({ token: 'no-such-token' }))).en).toMatch(/invalid/);
    expect(
      (await refusal(h.api.checkSubscription({ email: 'other@example.com', token: secondToken }))).en,
    ).toMatch(/does not belong/);
    expect((await refusal(h.api.checkSubscription({ token: '' }))).en).toMatch(/missing/);
    expect((await h.api.checkSubscription({ token: secondToken })).message.en).toMatch(/activated/);
  });

  it('refuses an invalid e-mail and a missing or foreign captcha', async () => {
    expect(await refusal(h.api.createSubscription({ email: 'not-an-email', captcha: captcha() }))).toEqual({
      tm: 'Dogry e-poçta salgysyny giriziň!',
      ru: 'Введите корректный адрес электронной почты!',
      en: 'Enter valid email address!',
    });
    expect((await refusal(h.api.createSubscription({ email: '', captcha: captcha() }))).en).toBe(
      'Enter valid email address!',
    );
    expect((await refusal(h.api.createSubscription({ email: 'b@example.com', captcha: '' }))).en).toBe(
      'Captcha is required!',
    );
    expect(
      (await refusal(h.api.createSubscription({ email: 'b@example.com', captcha: 'real-recaptcha-token' })))
        .en,
    ).toMatch(/captcha check failed/);
    expect(
      (await refusal(h.api.createSubscription({ email: 'b@example.com', captcha: 'offline-captcha.' }))).en,
    ).toMatch(/captcha check failed/);
    expect(await outbox(h)).toEqual([]);
  });
});

describe('contact message', () => {
  const send = (overrides: Partial<MessageCreateRequest> = {}) =>
    h.api.createMessage(
      makeMessageRequest({
        captcha: captcha(),
        subject: String(subjectWithoutFile.id),
        // The writer the tests below look for in the outbox and the stored messages.
        email: 'writer@example.com',
        fullname: 'Aýgül Meredowa',
        ...overrides,
      }),
    );

  it('create → 6-digit code in the outbox → check-otp stores the message (no file needed)', async () => {
    const created = await send();
    expectLangText(created.message);
    const [mail] = await outbox(h, 'writer@example.com');
    expect(mail).toMatchObject({ kind: 'otp', to: 'writer@example.com' });
    expect(mail!.code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain(mail!.code);
    let stored = (await (await h.fetch('/__mock/messages')).json()) as StoredMessage[];
    expect(stored.at(-1)).toMatchObject({
      status: 'pending',
      subject: subjectWithoutFile.id,
      fullname: 'Aýgül Meredowa',
    });

    const ok = await h.api.checkOtp({ otp: mail!.code!, email: 'writer@example.com' });
    expect(ok.message.en).toBe('Your message was sent successfully!');
    stored = (await (await h.fetch('/__mock/messages')).json()) as StoredMessage[];
    expect(stored.at(-1)).toMatchObject({ status: 'confirmed', file: null });
    // json-server's router over the same live database shows the same.
    const viaDb = (await (await h.fetch('/__mock/db/messages?status=confirmed')).json()) as StoredMessage[];
    expect(viaDb).toHaveLength(1);
    // The right code works once.
    expect((await refusal(h.api.checkOtp({ otp: mail!.code!, email: 'writer@example.com' }))).en).toMatch(
      /No message is waiting/,
    );
  });

  it('a subject that requires a file: refused without one or with a non-image, stored with a PNG/GIF/JPEG', async () => {
    await send({ subject: String(subjectWithFile.id), email: 'file@example.com' });
    const code = (await outbox(h, 'file@example.com'))[0]!.code!;
    expect((await refusal(h.api.checkOtp({ otp: code, email: 'file@example.com' }))).en).toBe(
      'File is required!',
    );
    const fake = new File([Buffer.from('%PDF-1.4 not an image')], 'fake.png', { type: 'image/png' });
    expect((await refusal(h.api.checkOtp({ otp: code, email: 'file@example.com', file: fake }))).en).toMatch(
      /Only PNG, GIF or JPEG/,
    );
    // The refusals above did not use the code up.
    const ok = await h.api.checkOtp({
      otp: code,
      email: 'file@example.com',
      file: new File([PNG_1X1], 'x.png'),
    });
    expect(ok.message.en).toBe('Your message was sent successfully!');
    const stored = ((await (await h.fetch('/__mock/messages')).json()) as StoredMessage[]).find(
      (m) => m.email === 'file@example.com',
    )!;
    expect(stored.file).toMatchObject({ mime: 'image/png', size: PNG_1X1.length });
    const file = await h.fetch(`/__mock/messages/${stored.id}/file`);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    // GIF named .txt is accepted by content; JPEG too.
    await send({ subject: String(subjectWithFile.id), email: 'gif@example.com' });
    const gifCode = (await outbox(h, 'gif@example.com'))[0]!.code!;
    const form = new FormData();
    form.append('file', new Blob([GIF_1X1]), 'picture.txt');
    form.append('otp', gifCode);
    form.append('email', 'gif@example.com');
    const res = await h.fetch('/api/v1/messages/check-otp/', { method: 'POST', body: form });
    expect(res.status).toBe(200);
  });

  it('refuses a file over 5 MB with 413 and a readable detail', async () => {
    await send({ subject: String(subjectWithFile.id), email: 'big@example.com' });
    const code = (await outbox(h, 'big@example.com'))[0]!.code!;
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG_1X1.copy(big);
    expect(
      (
        await refusal(
          h.api.checkOtp({ otp: code, email: 'big@example.com', file: new File([big], 'big.png') }),
          413,
        )
      ).en,
    ).toMatch(/too large/);
  });

  it('validates every field of create in the order of requirements §5', async () => {
    expect((await refusal(send({ captcha: '' }))).en).toBe('Captcha is required!');
    expect((await refusal(send({ captcha: 'nope' }))).en).toMatch(/captcha check failed/);
    expect((await refusal(send({ message: '   ' }))).en).toBe('Message is required!');
    expect((await refusal(send({ message: 'x'.repeat(5001) }))).en).toMatch(/too long/);
    expect((await refusal(send({ subject: '' }))).en).toBe('Subject is required!');
    expect((await refusal(send({ subject: '9999' }))).en).toMatch(/subject does not exist/);
    expect((await refusal(send({ subject: 'abc' }))).en).toMatch(/subject does not exist/);
    expect((await refusal(send({ email: '' }))).en).toBe('Email is required!');
    expect((await refusal(send({ email: 'writer@' }))).en).toBe('Enter valid email address!');
    expect((await refusal(send({ fullname: '' }))).en).toBe('Fullname is required!');
    // Several wrong fields: the first in the order wins.
    expect((await refusal(send({ captcha: '', message: '', fullname: '' }))).en).toBe('Captcha is required!');
    expect(await outbox(h)).toEqual([]);
  });

  it('check-otp: required, 6 digits, wrong code with attempts left, locked after 5', async () => {
    await send({ email: 'otp@example.com' });
    const code = (await outbox(h, 'otp@example.com'))[0]!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await refusal(h.api.checkOtp({ otp: '', email: 'otp@example.com' }))).en).toBe(
      'OTP is required!',
    );
    expect((await refusal(h.api.checkOtp({ otp: '12345', email: 'otp@example.com' }))).en).toMatch(
      /6 digits/,
    );
    expect((await refusal(h.api.checkOtp({ otp: '12345a', email: 'otp@example.com' }))).en).toMatch(
      /6 digits/,
    );
    expect((await refusal(h.api.checkOtp({ otp: code, email: '' }))).en).toBe('Email is required!');
    expect((await refusal(h.api.checkOtp({ otp: code, email: 'nobody@example.com' }))).en).toMatch(
      /No message is waiting/,
    );
    for (let left = 4; left >= 1; left--) {
      const detail = await refusal(h.api.checkOtp({ otp: wrong, email: 'otp@example.com' }));
      expect(detail.en).toBe(
        `The confirmation code is wrong. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
      expect(detail.ru).toContain(`Осталось попыток: ${left}`);
    }
    expect((await refusal(h.api.checkOtp({ otp: wrong, email: 'otp@example.com' }))).en).toMatch(
      /Too many attempts/,
    );
    // Locked: even the right code is refused now.
    expect((await refusal(h.api.checkOtp({ otp: code, email: 'otp@example.com' }))).en).toMatch(
      /Too many attempts/,
    );
    // A new message starts over.
    await send({ email: 'otp@example.com' });
    const fresh = (await outbox(h, 'otp@example.com'))[0]!.code!;
    expect((await h.api.checkOtp({ otp: fresh, email: 'otp@example.com' })).message.en).toBe(
      'Your message was sent successfully!',
    );
  });

  it('malformed bodies are refused with 400 and do not break the server', async () => {
    const broken = await h.fetch('/api/v1/messages/create/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nhalf a part',
    });
    expect(broken.status).toBe(400);
    expectLangText(((await broken.json()) as { detail: unknown }).detail);
    const noBoundary = await h.fetch('/api/v1/subscribe/create/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: 'x',
    });
    expect(noBoundary.status).toBe(400);
    const json = await h.fetch('/api/v1/subscribe/create/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(json.status).toBe(400);
    expectLangText(((await json.json()) as { detail: unknown }).detail);
    const binary = await h.fetch('/api/v1/messages/check-otp/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.from([0, 1, 2, 255]),
    });
    expect(binary.status).toBe(400);
    // A file where none is expected.
    const form = new FormData();
    form.append('email', 'x@example.com');
    form.append('captcha', captcha());
    form.append('attachment', new Blob([PNG_1X1]), 'a.png');
    const unexpected = await h.fetch('/api/v1/subscribe/create/', { method: 'POST', body: form });
    expect(unexpected.status).toBe(400);
    expect(((await unexpected.json()) as { detail: LangText }).detail.en).toMatch(/unexpected file/);
    // Still alive and correct.
    expect((await h.api.getCategories()).length).toBeGreaterThan(0);
  });

  it('urlencoded bodies work too (curl -d)', async () => {
    const res = await h.fetch('/api/v1/subscribe/create/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'curl@example.com', captcha: captcha() }).toString(),
    });
    expect(res.status).toBe(200);
  });
});

describe('expiry and state isolation', () => {
  const short = startMock({ otpTtlMs: 150 });

  it('an expired code is refused', async () => {
    await short.api.createMessage({
      captcha: captcha(),
      message: 'm',
      subject: String(subjectWithoutFile.id),
      email: 'late@example.com',
      fullname: 'F',
    });
    const code = (await outbox(short, 'late@example.com'))[0]!.code!;
    await new Promise((r) => setTimeout(r, 300));
    expect((await refusal(short.api.checkOtp({ otp: code, email: 'late@example.com' }))).en).toMatch(
      /expired/,
    );
    expect((await refusal(short.api.checkOtp({ otp: code, email: 'late@example.com' }))).en).toMatch(
      /expired/,
    );
  });

  it('reset clears stored messages, subscriptions and the outbox', async () => {
    await short.api.createSubscription({ email: 'r@example.com', captcha: captcha() });
    expect(await outbox(short)).toHaveLength(1);
    await short.fetch('/__mock/reset', { method: 'POST' });
    expect(await outbox(short)).toEqual([]);
    const subs = (await (await short.fetch('/__mock/subscriptions')).json()) as StoredSubscription[];
    expect(subs).toEqual(fixtureDb.subscriptions);
    expect((await (await short.fetch('/__mock/db/subscriptions')).json()) as unknown[]).toHaveLength(
      fixtureDb.subscriptions.length,
    );
  });
});
