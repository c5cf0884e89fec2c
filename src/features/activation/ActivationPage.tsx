import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../shared/LangLink';
import { api } from '../../api/client';
import { isApiError } from '../../api/http';
import type { MessageBody } from '../../api/types';
import { useT } from '../../i18n/useT';
import { Spinner } from '../../shared/Spinner';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSiteName } from '../../i18n/siteName';
import { failureText } from '../../blocks/failureText';
import { useFormMutation } from '../../shared/forms/useFormMutation';
import { commonTexts } from '../../i18n/texts';
import { activationTexts } from './texts';
import './activation.css';

/** Written by the subscription form after a successful request (requirements §3). */
const SUBSCRIBER_EMAIL_KEY = 'email';

function readSubscriberEmail(): string | undefined {
  try {
    return localStorage.getItem(SUBSCRIBER_EMAIL_KEY) || undefined;
  } catch {
    return undefined;
  }
}

function ResultIcon({ kind }: { kind: 'success' | 'failure' }) {
  return (
    <svg
      className={`activation__icon activation__icon--${kind}`}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      {kind === 'success' ? (
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="#fff"
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M16 16l16 16M32 16L16 32"
          fill="none"
          stroke="#fff"
          strokeWidth="4.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** `/email-activation/:token`: the link from the activation e-mail (requirements §4: spinner, then success or failure). */
export function Component() {
  const { token = '' } = useParams();
  const t = useT();
  useDocumentTitle(t(activationTexts.title), useSiteName());
  const [email] = useState(readSubscriberEmail);

  // Requirements §4: a token works once, so the check is posted once per token in this visit. The
  // request is a mutation keyed by the token (decision 0111): StrictMode's second effect, or coming
  // back to the page, finds the first request in the cache and shows its outcome instead of posting
  // again. Kept for the whole visit (gcTime), so the answer is still there after leaving the page.
  const client = useQueryClient();
  const mutationKey = useMemo(() => ['subscribe', 'check', token], [token]);
  const check = useFormMutation<MessageBody, void>({
    mutationKey,
    mutationFn: () => api.checkSubscription(email ? { token, email } : { token }),
    gcTime: Infinity,
  });
  const { mutate } = check;
  useEffect(() => {
    if (client.getMutationCache().find({ mutationKey, exact: true })) return;
    mutate();
  }, [client, mutationKey, mutate]);
  // The newest request for this token, whichever mount sent it.
  const sent = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => mutation.state,
  }).at(-1);

  const pending = sent === undefined || sent.status === 'idle' || sent.status === 'pending';
  const failed = sent?.status === 'error';
  const networkFailure = failed && isApiError(sent.error) && sent.error.kind === 'network';
  const failure = failed ? failureText(sent.error) : null;

  return (
    <div className="container page activation">
      <h1 className="page-title" tabIndex={-1}>
        {t(activationTexts.title)}
      </h1>
      {pending ? (
        <div className="activation__pending">
          <Spinner size="lg" label={t(activationTexts.checking)} />
          <p aria-hidden="true">{t(activationTexts.checking)}</p>
        </div>
      ) : null}
      <div role="status" className="activation__live">
        {sent?.status === 'success' ? (
          <div className="activation__result activation__result--success">
            <ResultIcon kind="success" />
            <div>
              <p className="activation__message">{t(commonTexts.subscriptionActivated)}</p>
              <p className="activation__more">{t(activationTexts.activatedMore)}</p>
            </div>
          </div>
        ) : null}
      </div>
      <div role="alert" className="activation__live">
        {failure !== null ? (
          <div className="activation__result activation__result--failure">
            <ResultIcon kind="failure" />
            <div>
              <p className="activation__message activation__message--failure">
                {typeof failure === 'string' ? failure : t(failure)}
              </p>
              <p className="activation__more">{t(activationTexts.failed)}</p>
            </div>
          </div>
        ) : null}
      </div>
      {networkFailure ? (
        <button
          type="button"
          className="button button--secondary"
          // Only a network failure left the token unused: this posts it again (requirements §4).
          onClick={() => {
            if (!check.inFlight()) mutate();
          }}
        >
          {t(commonTexts.retry)}
        </button>
      ) : null}
      {!pending ? (
        <p className="activation__home">
          <Link to="/">{t(commonTexts.goHome)}</Link>
        </p>
      ) : null}
    </div>
  );
}
