import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { callQuery } from '../api/queries';
import { FullPageSpinner } from '../shared/Spinner';
import { FullScreenError } from './FullScreenError';
import { useLanguageHead } from './head';
import { useRouteChangeEffects } from './useRouteChangeEffects';

/**
 * Gate for both layouts: the text dictionary (`/main/content/`) names the site and its blocks, so
 * nothing renders before it — a full-page spinner while it loads, the full-screen error if it fails.
 */
export function RootGate() {
  const content = useQuery(callQuery('getContent'));
  useRouteChangeEffects();
  useLanguageHead();
  if (content.isPending) return <FullPageSpinner />;
  // A failed refresh after a route change keeps the texts already shown (requirements §4 repeats the call).
  if (content.isError && content.data === undefined) return <FullScreenError />;
  return <Outlet />;
}
