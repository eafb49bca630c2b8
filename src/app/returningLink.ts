import { UUID_PATTERN } from '../domain/startValidation';
import type { ReturningUser } from '../machines/app/app.machine';

// The returning-user link: `?user_id=<id>&token=<signed token>`. The token, not the id, is the key to the answers.

export function readReturningLink(search: string): ReturningUser | undefined {
  const params = new URLSearchParams(search);
  const userId = params.get('user_id') ?? '';
  const token = params.get('token') ?? '';
  return UUID_PATTERN.test(userId) && token.length > 0 && token.length < 512 ? { userId, token } : undefined;
}

/** The page URL without the link's parameters, so a reload or a shared screenshot does not carry the token. */
export function withoutReturningParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('user_id');
  url.searchParams.delete('token');
  return url.toString();
}

export function returningLinkFor(origin: string, pathname: string, user: ReturningUser): string {
  const params = new URLSearchParams({ user_id: user.userId, token: user.token });
  return `${origin}${pathname}?${params}`;
}
