/** Icons of the slider's and the weather rotation's buttons; the buttons carry the names. */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      {playing ? (
        <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
      ) : (
        <path d="M4 2l10 6-10 6z" fill="currentColor" />
      )}
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path
        d={
          direction === 'left'
            ? 'M10.5 2L4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z'
            : 'M5.5 2l6 6-6 6-1.4-1.4L8.7 8 4.1 3.4z'
        }
        fill="currentColor"
      />
    </svg>
  );
}
