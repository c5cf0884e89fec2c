import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../api/queries';
import { useLang } from './lang';
import { pickText } from './pick';

/**
 * Site texts from the `/main/content/` dictionary (requirements §3). The root route (src/app/RootGate.tsx) loads the dictionary
 * before any page renders, so this reads a warm cache; a missing key shows the key itself.
 */
export function useContentText(): (key: string) => string {
  const lang = useLang();
  const { data } = useQuery(callQuery('getContent'));
  return (key: string) => {
    const entry = data?.[key];
    return entry ? pickText(entry, lang, 'any') || key : key;
  };
}
