/**
 * The visitor POSTs of requirements §7 (multipart/form-data; urlencoded and JSON bodies are read too, for
 * curl). Every refusal answers `{"detail": {"tm","ru","en"}}`; a body that cannot be read is a 400,
 * never a crash.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { isOfflineCaptchaToken } from '../src/api/captcha';
import { isEmailAddress } from '../src/api/email';
import type { LangText } from '../src/api/types';
import { type MockContext, field, nowIso, sendDetail, sendJson } from './context';
import type { StoredFile, StoredMessage } from './db-types';
import { siteOrigin } from './outbox';
import { API } from './routes-api';
import { attemptsLeft, texts } from './texts';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** png, gif or jpeg by the first bytes, whatever the file is called. */
export function detectImage(bytes: Buffer): StoredFile['mime'] | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MAX_FILE_BYTES,
    files: 1,
    fields: 20,
    fieldSize: 64 * 1024,
    parts: 25,
    fieldNameSize: 100,
  },
});

/** multer's and body-parser's failures as visitor-readable refusals. */
function bodyError(error: unknown): { status: number; detail: LangText } {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return { status: 413, detail: texts.fileTooLarge };
    if (error.code === 'LIMIT_FIELD_VALUE') return { status: 400, detail: texts.fieldTooLong };
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT')
      return { status: 400, detail: texts.unexpectedFile };
  }
  const status = (error as { status?: unknown }).status;
  if (status === 413) return { status: 413, detail: texts.fieldTooLong };
  return { status: 400, detail: texts.malformedBody };
}

/** Runs multer (multipart only) and turns its errors into 400/413 answers. */
const readBody: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  upload.any()(req, res, (error: unknown) => {
    if (error) {
      const { status, detail } = bodyError(error);
      return sendDetail(res, status, detail);
    }
    next();
  });
};

export const bodyErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, detail } = bodyError(error);
  sendDetail(res, status, detail);
};

function uploaded(req: Request): Express.Multer.File[] {
  return Array.isArray(req.files) ? req.files : [];
}

function checkCaptcha(req: Request): LangText | null {
  const token = field(req, 'captcha');
  if (!token) return texts.captchaRequired;
  if (!isOfflineCaptchaToken(token)) return texts.captchaInvalid;
  return null;
}

export function registerFormRoutes(
  app: Express,
  ctx: MockContext,
  urlencoded: RequestHandler,
  json: RequestHandler,
): string[] {
  const routes: string[] = [];
  const post = (path: string, handler: (req: Request, res: Response) => void) => {
    routes.push(API + path);
    app.post(API + path, urlencoded, json, readBody, (req: Request, res: Response, next: NextFunction) => {
      // Only the contact file may be uploaded, and only on check-otp.
      const files = uploaded(req);
      if (files.some((f) => f.fieldname !== 'file') || (files.length > 0 && path !== '/messages/check-otp/'))
        return sendDetail(res, 400, texts.unexpectedFile);
      try {
        handler(req, res);
      } catch (error) {
        next(error);
      }
    });
  };

  post('/subscribe/create/', (req, res) => {
    const email = field(req, 'email').trim();
    if (!isEmailAddress(email)) return sendDetail(res, 400, texts.enterValidEmail);
    const captcha = checkCaptcha(req);
    if (captcha) return sendDetail(res, 400, captcha);
    const subs = ctx.state.subscriptions;
    const same = subs.filter((s) => s.email.toLowerCase() === email.toLowerCase());
    if (same.some((s) => s.status === 'active')) return sendDetail(res, 400, texts.alreadySubscribed);
    // A new request replaces an unconfirmed one: only the newest link works.
    for (const s of same) if (s.status === 'pending') s.status = 'replaced';
    const token = randomBytes(16).toString('hex');
    subs.push({
      id: Math.max(0, ...subs.map((s) => s.id)) + 1,
      email,
      token,
      status: 'pending',
      created_at: nowIso(),
      activated_at: null,
    });
    const link = `${siteOrigin(req)}/email-activation/${token}`;
    ctx.outbox.add({
      to: email,
      kind: 'activation',
      subject: 'Abunalygy işjeňleşdiriň / Активируйте подписку / Activate your subscription',
      text: [
        `Abunalygyňyzy işjeňleşdirmek üçin salgy: ${link}`,
        `Ссылка для активации подписки: ${link}`,
        `Activate your subscription: ${link}`,
      ].join('\n'),
      token,
      link,
    });
    sendJson(res, 200, { message: texts.activationSent });
  });

  post('/subscribe/check/', (req, res) => {
    const token = field(req, 'token').trim();
    const email = field(req, 'email').trim();
    if (!token) return sendDetail(res, 400, texts.tokenRequired);
    const sub = ctx.state.subscriptions.find((s) => s.token === token);
    if (!sub || sub.status === 'replaced') return sendDetail(res, 400, texts.tokenInvalid);
    if (sub.status === 'active') return sendDetail(res, 400, texts.tokenUsed);
    if (email && email.toLowerCase() !== sub.email.toLowerCase())
      return sendDetail(res, 400, texts.tokenEmailMismatch);
    sub.status = 'active';
    sub.activated_at = nowIso();
    sendJson(res, 200, { message: texts.subscriptionActivated });
  });

  post('/messages/create/', (req, res) => {
    // The order of requirements §5 (the file is sent with the code, not here).
    const captcha = checkCaptcha(req);
    if (captcha) return sendDetail(res, 400, captcha);
    const message = field(req, 'message').trim();
    if (!message) return sendDetail(res, 400, texts.messageRequired);
    if (message.length > 5000) return sendDetail(res, 400, texts.fieldTooLong);
    const subjectRaw = field(req, 'subject').trim();
    if (!subjectRaw) return sendDetail(res, 400, texts.subjectRequired);
    const subject = ctx.state.message_subjects.find(
      (s) => /^\d+$/.test(subjectRaw) && s.id === Number(subjectRaw),
    );
    if (!subject) return sendDetail(res, 400, texts.subjectInvalid);
    const email = field(req, 'email').trim();
    if (!email) return sendDetail(res, 400, texts.emailRequired);
    if (!isEmailAddress(email)) return sendDetail(res, 400, texts.enterValidEmail);
    const fullname = field(req, 'fullname').trim();
    if (!fullname) return sendDetail(res, 400, texts.fullnameRequired);
    if (fullname.length > 255) return sendDetail(res, 400, texts.fieldTooLong);

    const messages = ctx.state.messages;
    // A new message replaces the one still waiting for its code.
    for (const m of messages)
      if (m.status === 'pending' && m.email.toLowerCase() === email.toLowerCase()) m.status = 'expired';
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const stored: StoredMessage = {
      id: Math.max(0, ...messages.map((m) => m.id)) + 1,
      fullname,
      email,
      subject: subject.id,
      message,
      status: 'pending',
      otp: code,
      otp_expires_at: nowIso(Date.now() + ctx.otpTtlMs),
      attempts: 0,
      created_at: nowIso(),
      confirmed_at: null,
      file: null,
    };
    messages.push(stored);
    ctx.outbox.add({
      to: email,
      kind: 'otp',
      subject: 'Tassyklama kody / Код подтверждения / Confirmation code',
      text: [
        `Tassyklama kodyňyz: ${code}`,
        `Ваш код подтверждения: ${code}`,
        `Your confirmation code: ${code}`,
      ].join('\n'),
      code,
    });
    sendJson(res, 200, { message: texts.codeSent });
  });

  post('/messages/check-otp/', (req, res) => {
    const email = field(req, 'email').trim();
    if (!email) return sendDetail(res, 400, texts.emailRequired);
    if (!isEmailAddress(email)) return sendDetail(res, 400, texts.enterValidEmail);
    const latest = [...ctx.state.messages]
      .reverse()
      .find((m) => m.email.toLowerCase() === email.toLowerCase());
    if (!latest || latest.status === 'confirmed') return sendDetail(res, 400, texts.noPendingMessage);
    if (latest.status === 'locked') return sendDetail(res, 400, texts.otpTooManyAttempts);
    if (latest.status === 'expired') return sendDetail(res, 400, texts.otpExpired);
    const otp = field(req, 'otp').trim();
    if (!otp) return sendDetail(res, 400, texts.otpRequired);
    if (!/^\d{6}$/.test(otp)) return sendDetail(res, 400, texts.otpFormat);
    if (Date.now() > Date.parse(latest.otp_expires_at)) {
      latest.status = 'expired';
      return sendDetail(res, 400, texts.otpExpired);
    }
    if (otp !== latest.otp) {
      latest.attempts += 1;
      const left = ctx.maxOtpAttempts - latest.attempts;
      if (left <= 0) {
        latest.status = 'locked';
        return sendDetail(res, 400, texts.otpTooManyAttempts);
      }
      return sendDetail(res, 400, attemptsLeft(texts.otpWrong, left));
    }
    // The right code: the file is checked before the code is used up, so the visitor can retry.
    const subject = ctx.state.message_subjects.find((s) => s.id === latest.subject);
    const file = uploaded(req).find((f) => f.fieldname === 'file' && f.size > 0);
    if (!file && subject?.file_required) return sendDetail(res, 400, texts.fileRequired);
    let stored: StoredFile | null = null;
    if (file) {
      const mime = detectImage(file.buffer);
      if (!mime) return sendDetail(res, 400, texts.fileType);
      stored = { name: file.originalname, mime, size: file.size };
      ctx.files.set(latest.id, file.buffer);
    }
    latest.status = 'confirmed';
    latest.confirmed_at = nowIso();
    latest.file = stored;
    sendJson(res, 200, { message: texts.messageSent });
  });

  return routes;
}
