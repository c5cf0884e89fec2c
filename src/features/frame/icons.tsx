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
