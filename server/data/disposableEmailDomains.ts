// Mailbox providers that hand out throwaway addresses; a quote sent there reaches nobody (spec 000 section 5: email).
export const DISPOSABLE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com', '20minutemail.com', 'discard.email', 'dispostable.com', 'emailondeck.com', 'fakeinbox.com',
  'getairmail.com', 'getnada.com', 'guerrillamail.biz', 'guerrillamail.com', 'guerrillamail.de', 'guerrillamail.net',
  'guerrillamail.org', 'guerrillamailblock.com', 'maildrop.cc', 'mailinator.com', 'mailinator.net', 'mailnesia.com',
  'mintemail.com', 'mohmal.com', 'mytemp.email', 'sharklasers.com', 'spam4.me', 'temp-mail.org', 'tempmail.com',
  'tempmail.net', 'tempmailo.com', 'throwawaymail.com', 'trashmail.com', 'trashmail.de', 'yopmail.com', 'yopmail.fr',
  'yopmail.net',
]);

/** RFC 2606 / 6761 reserved top-level domains: never deliverable. example.com itself stays allowed (sandbox demos). */
export const RESERVED_TLDS: ReadonlySet<string> = new Set(['test', 'invalid', 'localhost', 'example', 'local']);
