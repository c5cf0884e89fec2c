import { useT } from '../../i18n/useT';
import { HELD_SUBMIT } from './heldSubmit';
import { formTexts } from './texts';
import './held-submit.css';

/**
 * What a visitor form says before its app has started (decision 0130), placed by its button:
 * - a polite status that src/boot.ts fills when it holds a submit (the texts are in its attributes,
 *   in the page's language: the boot script has no catalogue). React renders it empty and never
 *   writes its text again, so what the boot script wrote survives hydration
 *   (`suppressHydrationWarning`); the hand-over (useHeldSubmit) empties it;
 * - without JavaScript, a note that the form needs it.
 */
export function HeldSubmitNote() {
  const t = useT();
  const attributes = {
    [HELD_SUBMIT.heldText]: t(formTexts.heldUntilStart),
    [HELD_SUBMIT.failedText]: t(formTexts.heldStartFailed),
  };
  return (
    <>
      <p className="held-submit" role="status" {...attributes} suppressHydrationWarning>
        {''}
      </p>
      <noscript>
        <p className="held-submit held-submit--noscript">{t(formTexts.needsJavaScript)}</p>
      </noscript>
    </>
  );
}
