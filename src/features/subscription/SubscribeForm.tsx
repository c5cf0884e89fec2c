// Placeholder: built by the forms issue. `variant` picks the header block or the home strip layout.
export function SubscribeForm({ variant }: { variant: 'header' | 'strip' }) {
  return <section aria-label="Subscription" data-variant={variant} />;
}
