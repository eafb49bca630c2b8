/** A pattern matching `text` literally: every character a RegExp gives a meaning to is escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
