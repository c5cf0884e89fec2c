import { isVisitorsAnswer } from './visitorsAnswer';

describe('isVisitorsAnswer', () => {
  const paged = (host: string) =>
    JSON.stringify({ count: 2, next: `http://${host}/api/v1/x/?page=2`, results: [] });

  it('refuses an answer naming the host the prerender reached the API at, when visitors reach it under another', () => {
    expect(isVisitorsAnswer(paged('10.0.0.5:8000'), '10.0.0.5:8000')).toBe(false);
    expect(isVisitorsAnswer('{"image":"https://10.0.0.5:8000/media/a.jpg"}', '10.0.0.5:8000')).toBe(false);
  });

  it('takes one naming the public host, and one naming no host', () => {
    expect(isVisitorsAnswer(paged('migration.gov.tm'), '10.0.0.5:8000')).toBe(true);
    expect(isVisitorsAnswer('[{"image":"/media/a.jpg"}]', '10.0.0.5:8000')).toBe(true);
  });
});
