import { describe, expect, it } from 'vitest';
import { readReturningLink, returningLinkFor, withoutReturningParams } from './returningLink';

const id = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('the returning-user link', () => {
  it('reads a user id and token, and refuses an id that is not a uuid', () => {
    expect(readReturningLink(`?user_id=${id}&token=v1.abc`)).toEqual({ userId: id, token: 'v1.abc' });
    expect(readReturningLink('?user_id=42&token=v1.abc')).toBeUndefined();
    expect(readReturningLink(`?user_id=${id}`)).toBeUndefined();
  });
  it('round-trips through the link it builds, and is stripped from the page URL afterwards', () => {
    const link = returningLinkFor('https://quoteflow.test', '/', { userId: id, token: 'v1.a.b' });
    expect(readReturningLink(new URL(link).search)).toEqual({ userId: id, token: 'v1.a.b' });
    expect(withoutReturningParams(`${link}&utm_source=x#/quotes`)).toBe('https://quoteflow.test/?utm_source=x#/quotes');
  });
});
