import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../shared/LangLink';
import { isApiError } from '../../api/http';
import { useT } from '../../i18n/useT';
import { Spinner } from '../../shared/Spinner';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSiteName } from '../../shared/siteName';
import { failureText } from '../../shared/forms/failureText';
import { checkSubscriptionOnce, forgetCheck } from './checkOnce';
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

  const check = useQuery({
    queryKey: ['subscribe', 'check', token],
    queryFn: () => checkSubscriptionOnce(token, email),
    // The token is spent by the first answer: never ask again on our own.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const networkFailure = check.isError && isApiError(check.error) && check.error.kind === 'network';
  const failure = check.isError ? failureText(check.error) : null;

  return (
    <div className="container page activation">
      <h1 className="page-title" tabIndex={-1}>
        {t(activationTexts.title)}
      </h1>
      {check.isPending ? (
        <div className="activation__pending">
          <Spinner size="lg" label={t(activationTexts.checking)} />
          <p aria-hidden="true">{t(activationTexts.checking)}</p>
        </div>
      ) : null}
      <div role="status" className="activation__live">
        {check.isSuccess ? (
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
          onClick={() => {
            forgetCheck(token);
            void check.refetch();
          }}
        >
          {t(commonTexts.retry)}
        </button>
      ) : null}
      {!check.isPending ? (
        <p className="activation__home">
          <Link to="/">{t(commonTexts.goHome)}</Link>
        </p>
      ) : null}
    </div>
  );
}
