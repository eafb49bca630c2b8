import { yieldToMain } from './yieldToMain';

// The browser's first use of its locale data (ICU: a collator, a number or date format, `supportedLocalesOf`) loads
// it, a task of about 10 ms on a desktop CPU and 40 on Lighthouse's phone (issue 9). react-aria asks for it as its
// chunk is evaluated (its default locale); loading it first, in a task of its own, keeps that evaluation short.

type LocaleEnv = { Intl?: Pick<typeof Intl, 'DateTimeFormat'>; navigator?: Pick<Navigator, 'language'> };

/** Loads the locale data react-aria asks for, in a task of its own; never throws. */
export function warmLocaleData(env: LocaleEnv = globalThis as LocaleEnv): Promise<void> {
  return yieldToMain().then(() => {
    try {
      env.Intl?.DateTimeFormat.supportedLocalesOf([env.navigator?.language || 'en-US']);
    } catch {
      // An unknown locale: react-aria falls back to en-US itself.
    }
  });
}
