/**
 * The visitor POSTs of requirements §7 (multipart/form-data; urlencoded and JSON bodies are read too, for
 * curl). Each body is checked with its call's request schema (the call table's `body`, in
 * src/api/schemas.ts: the same schema the published document and the site's types come from), and
 * each field it refuses is answered with the specification's text for that field, in the
 * specification's order; what no schema can know (the captcha's issuer, a token, a code, the
 * subject's file rule) is checked here between them. Every refusal answers
 * `{"detail": {"tm","ru","en"}}`; a body that cannot be read is a 400, never a crash.
 * (Over 300 lines: the four POSTs' flows and their texts share the body reading and the schema check.)
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { API_CALLS, type ApiCallName } from '../src/api/calls';
import { isOfflineCaptchaToken } from '../src/api/captcha';
import { MAX_FILE_BYTES } from '../src/api/fieldRules';
import * as S from '../src/api/schemas';
import type { LangText } from '../src/api/types';
import { type MockContext, field, nowIso, sendDetail, sendJson } from './context';
import type { StoredFile, StoredMessage } from './db-types';
import { siteOrigin } from './outbox';
import { API } from './routes-api';
import { attemptsLeft, texts } from './texts';

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

/** The specification's text for a field its schema refuses: left empty, too long, or otherwise wrong. */
interface FieldTexts {
  required: LangText;
  invalid?: LangText;
  tooLong?: LangText;
}

type PostCall = {
  [N in ApiCallName]: (typeof API_CALLS)[N] extends { body: string } ? N : never;
}[ApiCallName];
type BodyField<N extends PostCall> = keyof (typeof S)[(typeof API_CALLS)[N]['body']]['shape'] & string;

/** The texts of every field of every visitor POST's body (requirements §5 and its table of limits). */
const FIELD_TEXTS: { [N in PostCall]: Record<BodyField<N>, FieldTexts> } = {
  createSubscription: {
    email: { required: texts.enterValidEmail },
    captcha: { required: texts.captchaRequired },
  },
  checkSubscription: {
    token: { required: texts.tokenRequired },
    email: { required: texts.enterValidEmail },
  },
  createMessage: {
    captcha: { required: texts.captchaRequired },
    message: { required: texts.messageRequired, tooLong: texts.fieldTooLong },
    subject: { required: texts.subjectRequired, invalid: texts.subjectInvalid },
    email: { required: texts.emailRequired, invalid: texts.enterValidEmail },
    fullname: { required: texts.fullnameRequired, tooLong: texts.fieldTooLong },
  },
  checkOtp: {
    email: { required: texts.emailRequired, invalid: texts.enterValidEmail },
    otp: { required: texts.otpRequired, invalid: texts.otpFormat },
    file: { required: texts.fileRequired, invalid: texts.fileType, tooLong: texts.fileTooLarge },
  },
};

/**
 * Reads a body with its call's schema (`safeParse`). `refusal(field)` is the specification's text
 * for that field when the schema refuses it, else null; `firstRefusal()` the first of any field.
 * A field left empty is absent (the schema says which are required); a file is given to the schema
 * as the type its first bytes show, whatever it is called or claims.
 */
function readWithSchema<N extends PostCall>(call: N, req: Request) {
  const schema = S[API_CALLS[call].body] as unknown as z.ZodObject;
  const fieldTexts = FIELD_TEXTS[call] as Record<string, FieldTexts>;
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(schema.shape)) {
    const file = uploaded(req).find((f) => f.fieldname === name && f.size > 0);
    const value = file
      ? new File([new Uint8Array(file.buffer)], file.originalname, {
          type: detectImage(file.buffer) ?? 'application/octet-stream',
        })
      : field(req, name);
    if (value !== '') input[name] = value;
  }
  const result = schema.safeParse(input);
  const refusal = (name: BodyField<N>): LangText | null => {
    const issue = result.error?.issues.find((i) => i.path[0] === name);
    if (!issue) return null;
    const own = fieldTexts[name]!;
    const value = input[name];
    if (value === undefined || (typeof value === 'string' && !value.trim())) return own.required;
    if (issue.code === 'too_big') return own.tooLong ?? own.invalid ?? own.required;
    return own.invalid ?? own.required;
  };
  const firstRefusal = () => {
    for (const name of Object.keys(schema.shape) as BodyField<N>[]) {
      const text = refusal(name);
      if (text) return text;
    }
    return null;
  };
  return {
    refusal,
    firstRefusal,
    data: result.data as z.output<(typeof S)[(typeof API_CALLS)[N]['body']]> | undefined,
  };
}

/** The fields of a call's body whose schema is a file. */
function fileFieldsOf(call: PostCall): string[] {
  const shape = (S[API_CALLS[call].body] as unknown as z.ZodObject).shape;
  return Object.keys(shape).filter((name) => {
    const own = shape[name] as z.ZodType;
    return (own instanceof z.ZodOptional ? own.unwrap() : own) instanceof z.ZodFile;
  });
}

/** A captcha the schema admits but no service issued (the mock accepts only the offline captcha's). */
function captchaNotIssued(req: Request): LangText | null {
  return isOfflineCaptchaToken(field(req, 'captcha').trim()) ? null : texts.captchaInvalid;
}

export function registerFormRoutes(
  app: Express,
  ctx: MockContext,
  urlencoded: RequestHandler,
  json: RequestHandler,
): string[] {
  const routes: string[] = [];
  const post = (call: PostCall, handler: (req: Request, res: Response) => void) => {
    const path = API_CALLS[call].path;
    routes.push(API + path);
    app.post(API + path, urlencoded, json, readBody, (req: Request, res: Response, next: NextFunction) => {
      // A file only in a field its schema declares as one.
      const fileFields = fileFieldsOf(call);
      if (uploaded(req).some((f) => !fileFields.includes(f.fieldname)))
        return sendDetail(res, 400, texts.unexpectedFile);
      try {
        handler(req, res);
      } catch (error) {
        next(error);
      }
    });
  };

  post('createSubscription', (req, res) => {
    const body = readWithSchema('createSubscription', req);
    const refused = body.firstRefusal() ?? captchaNotIssued(req);
    if (refused || !body.data) return sendDetail(res, 400, refused ?? texts.malformedBody);
    const { email } = body.data;
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

  post('checkSubscription', (req, res) => {
    const body = readWithSchema('checkSubscription', req);
    const refused = body.refusal('token');
    if (refused) return sendDetail(res, 400, refused);
    const token = field(req, 'token').trim();
    const email = field(req, 'email').trim();
    const sub = ctx.state.subscriptions.find((s) => s.token === token);
    if (!sub || sub.status === 'replaced') return sendDetail(res, 400, texts.tokenInvalid);
    if (sub.status === 'active') return sendDetail(res, 400, texts.tokenUsed);
    const badEmail = body.refusal('email');
    if (badEmail) return sendDetail(res, 400, badEmail);
    if (email && email.toLowerCase() !== sub.email.toLowerCase())
      return sendDetail(res, 400, texts.tokenEmailMismatch);
    sub.status = 'active';
    sub.activated_at = nowIso();
    sendJson(res, 200, { message: texts.subscriptionActivated });
  });

  post('createMessage', (req, res) => {
    // The order of requirements §5 (the file is sent with the code, not here): the schema's fields,
    // the captcha's issuer after the captcha and the subject's existence after the subject.
    const body = readWithSchema('createMessage', req);
    const subjectId = field(req, 'subject').trim();
    const subject = ctx.state.message_subjects.find((s) => String(s.id) === subjectId);
    const refused =
      body.refusal('captcha') ??
      captchaNotIssued(req) ??
      body.refusal('message') ??
      body.refusal('subject') ??
      (subject ? null : texts.subjectInvalid) ??
      body.firstRefusal();
    if (refused || !body.data || !subject) return sendDetail(res, 400, refused ?? texts.malformedBody);
    const { message, email, fullname } = body.data;

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

  post('checkOtp', (req, res) => {
    const body = readWithSchema('checkOtp', req);
    const badEmail = body.refusal('email');
    if (badEmail) return sendDetail(res, 400, badEmail);
    const email = field(req, 'email').trim();
    const latest = [...ctx.state.messages]
      .reverse()
      .find((m) => m.email.toLowerCase() === email.toLowerCase());
    if (!latest || latest.status === 'confirmed') return sendDetail(res, 400, texts.noPendingMessage);
    if (latest.status === 'locked') return sendDetail(res, 400, texts.otpTooManyAttempts);
    if (latest.status === 'expired') return sendDetail(res, 400, texts.otpExpired);
    const badOtp = body.refusal('otp');
    if (badOtp) return sendDetail(res, 400, badOtp);
    const otp = field(req, 'otp').trim();
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
    const badFile = body.firstRefusal();
    if (badFile) return sendDetail(res, 400, badFile);
    let stored: StoredFile | null = null;
    const mime = file ? detectImage(file.buffer) : null;
    if (file && mime) {
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
