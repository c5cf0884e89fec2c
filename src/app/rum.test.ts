import { pageOf } from './rum';

const at = (path: string) => pageOf(new URL(path, 'https://migration.gov.tm'));

describe('the page a beacon names', () => {
  it('is the page table’s id and the address’s language, never the slug or query', () => {
    expect(at('/ru/post/some-news-item?utm=x#top')).toEqual({ page: 'post', lang: 'ru' });
    expect(at('/en/')).toEqual({ page: 'home', lang: 'en' });
    expect(at('/tm/welcome/section/history')).toEqual({ page: 'welcomeSection', lang: 'tm' });
    expect(at('/tm/posts')).toEqual({ page: 'posts', lang: 'tm' });
  });

  it('is `other` for an address no page answers', () => {
    expect(at('/tm/no/such/page')).toEqual({ page: 'other', lang: 'tm' });
  });
});
