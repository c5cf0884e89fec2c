/**
 * Turkmen search words without their endings (decision 0171). Pagefind has no Turkmen stemmer: it
 * finds a word and, for the query's words, the longer words they begin (its prefix search). A
 * visitor typing `pasport` finds `pasportyňyz`, but one typing `pasportyňyz` would not find
 * `pasport`. So each word of a Turkmen query loses the endings below, as long as a stem of a
 * useful length stays, and the prefix search brings the other forms back.
 *
 * The list is the common plural, possessive and case endings, in their back- and front-vowel forms;
 * longest first, so `-larymyzdan` goes before `-dan`. It is deliberately short and cautious: a stem
 * cut too far finds too much, one not cut enough finds what `pasport` alone finds.
 */
const ENDINGS = [
  // possessive 1st/2nd person plural, with or without a case after them
  'ymyzdan',
  'imizden',
  'yňyzdan',
  'iňizden',
  'ymyzda',
  'imizde',
  'yňyzda',
  'iňizde',
  'ymyza',
  'imize',
  'yňyza',
  'iňize',
  'ymyzy',
  'imizi',
  'yňyzy',
  'iňizi',
  'ymyz',
  'imiz',
  'umyz',
  'ümiz',
  'yňyz',
  'iňiz',
  'uňyz',
  'üňiz',
  // plural with possessive
  'larynyň',
  'leriniň',
  'laryny',
  'lerini',
  'larynda',
  'lerinde',
  'laryndan',
  'lerinden',
  'lary',
  'leri',
  'lar',
  'ler',
  // case endings (genitive, accusative, dative, locative, ablative) after a vowel or a consonant
  'nyň',
  'niň',
  'ynyň',
  'iniň',
  'ndan',
  'nden',
  'dan',
  'den',
  'tan',
  'ten',
  'nda',
  'nde',
  'da',
  'de',
  'ta',
  'te',
  'na',
  'ne',
  'ga',
  'ge',
  'ka',
  'ke',
  'ny',
  'ni',
  'yň',
  'iň',
  'uň',
  'üň',
  'sy',
  'si',
  'ym',
  'im',
].sort((a, b) => b.length - a.length);

/** A stem never gets shorter than this many letters. */
const MIN_STEM = 4;

export function turkmenStem(word: string): string {
  let stem = word.toLocaleLowerCase('tk');
  // Two rounds: `pasportlarymyzdan` → `pasportlar` → `pasport`.
  for (let round = 0; round < 2; round++) {
    const ending = ENDINGS.find((e) => stem.endsWith(e) && stem.length - e.length >= MIN_STEM);
    if (!ending) break;
    stem = stem.slice(0, -ending.length);
  }
  return stem;
}

/** The query with each word stemmed. */
export function turkmenQuery(query: string): string {
  return query.split(/\s+/).filter(Boolean).map(turkmenStem).join(' ');
}
