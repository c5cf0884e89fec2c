/**
 * Loading the fixture database, and the read-only index over one version of the posts. The live
 * database (live-db.ts) builds a new index after every change, so an index never goes stale.
 *
 * Search (`word`): case-insensitive substring of the name and content of every language, with the
 * HTML tags (and script/style bodies) removed from the content, as a visitor reads it.
 * To stay fast at 10 000 posts without changing that meaning, a word index is used: a query with no
 * separator characters can only occur inside one maximal run of letters/digits ("term"), so the
 * posts that contain it are exactly those holding a term that contains it. Queries with spaces or
 * punctuation narrow the candidates with their longest piece, then check the whole text.
 */
import { readFileSync } from 'node:fs';
import type { Post } from '../src/api/types';
import type { Db } from './db-types';

const SEPARATORS = /[^\p{L}\p{N}]+/u;

export function loadDb(source: Db | string): Db {
  if (typeof source === 'string') return JSON.parse(readFileSync(source, 'utf8')) as Db;
  return source;
}

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export function normalizeQuery(word: string): string {
  return word.trim().toLowerCase();
}

function newestFirst(a: Post, b: Post): number {
  const ta = Date.parse(a.pub_date);
  const tb = Date.parse(b.pub_date);
  return tb - ta || b.id - a.id;
}

/** What a post's `search` matches: its titles and its contents' text in the three languages, lower-cased. */
export function searchText(p: Post): string {
  return [
    p.name_tm,
    p.name_ru,
    p.name_en,
    htmlToText(p.content_tm),
    htmlToText(p.content_ru),
    htmlToText(p.content_en),
  ]
    .join('\n')
    .toLowerCase();
}

export class PostIndex {
  /** Newest first; every list below holds positions in this array, ascending (= newest first). */
  readonly sorted: Post[];
  /** Each post serialised once: paged answers are concatenations of these. */
  readonly json: Buffer[];
  private readonly text: string[];
  private readonly day: string[];
  private readonly bySlug = new Map<string, number>();
  private readonly byCategory = new Map<string, number[]>();
  private readonly byDay = new Map<string, number[]>();
  readonly articles: number[] = [];
  readonly all: number[];
  private terms: Map<string, number[]> | null = null;
  private termKeys: string[] = [];
  private readonly wordCache = new Map<string, number[]>();

  constructor(posts: Post[]) {
    this.sorted = [...posts].sort(newestFirst);
    this.json = this.sorted.map((p) => Buffer.from(JSON.stringify(p)));
    this.text = [];
    this.day = [];
    this.all = this.sorted.map((_, i) => i);
    this.sorted.forEach((p, i) => {
      this.bySlug.set(p.slug, i);
      push(this.byCategory, p.category.slug, i);
      const day = p.pub_date.slice(0, 10);
      this.day.push(day);
      push(this.byDay, day, i);
      if (p.type === 'article') this.articles.push(i);
      this.text.push(searchText(p));
    });
  }

  get(slug: string): Post | undefined {
    const i = this.bySlug.get(slug);
    return i === undefined ? undefined : this.sorted[i];
  }

  hasCategory(slug: string): boolean {
    return this.byCategory.has(slug);
  }

  category(slug: string): number[] {
    return this.byCategory.get(slug) ?? [];
  }

  date(day: string): number[] {
    return this.byDay.get(day) ?? [];
  }

  /** Positions (newest first) whose text contains the query. */
  search(query: string): number[] {
    const q = normalizeQuery(query);
    if (!q) return this.all;
    const cached = this.wordCache.get(q);
    if (cached) return cached;
    let result: number[];
    const pieces = q.split(SEPARATORS).filter(Boolean);
    if (pieces.length === 0) {
      result = this.all.filter((i) => this.text[i]!.includes(q));
    } else if (pieces.length === 1 && pieces[0] === q) {
      result = this.termSearch(q);
    } else {
      const longest = pieces.reduce((a, b) => (b.length > a.length ? b : a));
      result = this.termSearch(longest).filter((i) => this.text[i]!.includes(q));
    }
    // Bounded: a stream of distinct queries cannot grow memory without limit.
    if (this.wordCache.size > 2000) this.wordCache.clear();
    this.wordCache.set(q, result);
    return result;
  }

  private termSearch(piece: string): number[] {
    if (!this.terms) this.buildTerms();
    const marks = new Uint8Array(this.sorted.length);
    let any = false;
    for (const term of this.termKeys) {
      if (!term.includes(piece)) continue;
      any = true;
      for (const i of this.terms!.get(term)!) marks[i] = 1;
    }
    if (!any) return [];
    const out: number[] = [];
    for (let i = 0; i < marks.length; i++) if (marks[i]) out.push(i);
    return out;
  }

  private buildTerms(): void {
    const terms = new Map<string, number[]>();
    this.text.forEach((text, i) => {
      for (const term of new Set(text.split(SEPARATORS))) {
        if (!term) continue;
        push(terms, term, i);
      }
    });
    this.terms = terms;
    this.termKeys = [...terms.keys()];
  }

  dayOf(i: number): string {
    return this.day[i]!;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Intersection of ascending position lists, smallest first. */
export function intersect(lists: number[][]): number[] {
  if (lists.length === 0) return [];
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result = sorted[0]!;
  for (const other of sorted.slice(1)) {
    const set = new Set(other);
    result = result.filter((i) => set.has(i));
  }
  return result;
}
