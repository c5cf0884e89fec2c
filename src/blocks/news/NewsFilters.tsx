import { useId, useRef, useState, type FormEvent } from 'react';
import type { Category, Lang } from '../../api/types';
import { useT, commonTexts } from '../../i18n';
import { pickLocalized } from '../../i18n/pick';
import { useTypedBeforeStart } from '../../shared/forms/useTypedBeforeStart';
import { newsTexts } from './texts';
import './news.css';

/**
 * Runs `apply` once the browser has painted the frame the event asked for. A filter's change starts
 * a navigation (route matching, the list's prefetch): on a phone-speed CPU 50–80 ms of script that,
 * run inside the change event, was most of the interaction's latency (INP, docs/performance.md).
 */
function afterNextPaint(apply: () => void): void {
  requestAnimationFrame(() => setTimeout(apply, 0));
}

export interface NewsFilterValues {
  word: string;
  date: string;
  category?: string;
}

/**
 * Search by word (applied on submit, so typing does not fire a request per key), plus date and,
 * for news, category (applied at once). The parent keeps the values in the URL; the text field
 * follows the URL when history moves. It is never remounted for that: a remount would take the
 * focus off Find with it (WCAG 2.4.3).
 */
export function NewsFilters({
  values,
  onChange,
  categories,
  lang,
  label,
}: {
  values: NewsFilterValues;
  onChange: (next: NewsFilterValues) => void;
  /** Omit for a list without a category filter. */
  categories?: Category[];
  lang: Lang;
  label: string;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(values.word);
  // The word in the URL changed (a search, Back, Clear filters): the field shows it. Adjusted while
  // rendering, as React recommends for state that follows a prop.
  const [shownWord, setShownWord] = useState(values.word);
  if (shownWord !== values.word) {
    setShownWord(values.word);
    setDraft(values.word);
  }
  const wordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A word typed before the app started stays in the field (the date and category apply on change,
  // so they wait for the visitor's next change once the app runs).
  useTypedBeforeStart(formRef, (typed) => {
    if (typeof typed.word === 'string') setDraft(typed.word);
  });
  const hasFilters = Boolean(values.word || values.date || values.category);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...values, word: draft.trim() });
  };

  return (
    <form ref={formRef} className="news-filters" role="search" aria-label={label} onSubmit={submit}>
      <div className="news-filters__field news-filters__field--word">
        <label htmlFor={`${id}-word`}>{t(newsTexts.search)}</label>
        <div className="news-filters__search">
          <input
            ref={wordRef}
            id={`${id}-word`}
            type="search"
            name="word"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="button">
            {t(newsTexts.searchButton)}
          </button>
        </div>
      </div>
      {categories ? (
        <div className="news-filters__field">
          <label htmlFor={`${id}-category`}>{t(commonTexts.category)}</label>
          <select
            id={`${id}-category`}
            name="category"
            value={values.category ?? ''}
            onChange={(event) => {
              const category = event.target.value;
              afterNextPaint(() => onChange({ ...values, word: draft.trim(), category }));
            }}
          >
            <option value="">{t(newsTexts.allCategories)}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {pickLocalized(category, 'name', lang, 'any').text || category.slug}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="news-filters__field">
        <label htmlFor={`${id}-date`}>{t(commonTexts.date)}</label>
        <input
          id={`${id}-date`}
          type="date"
          name="date"
          value={values.date}
          onChange={(event) => {
            const date = event.target.value;
            afterNextPaint(() => onChange({ ...values, word: draft.trim(), date }));
          }}
        />
      </div>
      {hasFilters ? (
        <div className="news-filters__field news-filters__field--clear">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft('');
              onChange({ word: '', date: '', category: categories ? '' : undefined });
              // This button goes with the filters it clears: focus goes back to the start of the
              // search, and the results' status line says how many there are now.
              wordRef.current?.focus();
            }}
          >
            {t(newsTexts.clearFilters)}
          </button>
        </div>
      ) : null}
    </form>
  );
}
