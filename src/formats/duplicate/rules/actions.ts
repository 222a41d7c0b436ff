/**
 * The sidebar actions and the menu item the duplicate sheets and messages name, in one place and in the words the TD
 * sees: the wizard's card titles (form.ts takes its titles from here; "Publish standings" is the wizard's shared
 * publishing card) and the menu item that opens the wizard. Every sheet text and message builds its instruction from
 * these, so the words cannot drift; server/actions.test.ts checks that each one named exists in the wizard or the menu.
 */

/** The wizard cards, by their titles. */
export const CARD = {
  /** The duplicate match / event card. */
  create: 'Duplicate team match',
  dice: 'Print dice set',
  finalist: 'Choose duplicate finalist',
  /** The wizard's publishing card, shared by every format. */
  publish: 'Publish standings',
} as const;

export type Card = keyof typeof CARD;

/** The menu item that opens the wizard (under Extensions ▸ Tournament director). */
export const OPEN_WIZARD = 'Open tournament wizard';

/** "(wizard: Choose duplicate finalist)": the short pointer the Next step lines and statuses use. */
export const inWizard = (card: Card, more = ''): string => `(wizard: ${CARD[card]}${more})`;
