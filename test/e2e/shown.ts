/**
 * The browser tests run in the stand-in's locale of the run (STANDIN_LOCALE: en_US by default, and de_DE in `npm
 * test`'s second pass). A decimal is typed and shown as a person there types and sees it: `local('2.7')` is "2.7" in
 * en_US and "2,7" in de_DE or fr_FR.
 */
export const LOCALE = process.env.STANDIN_LOCALE ?? 'en_US';

export function local(decimal: string): string {
  return LOCALE === 'en_US' ? decimal : decimal.replace(/(\d)\.(\d)/g, '$1,$2');
}
