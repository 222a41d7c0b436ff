/** Limits of a GBQ table's settings, shared by the sheet's checks (sheets/) and the published standings (rules/). */

/** The largest win TP a table accepts (a typo guard). */
export const MAX_SETTING_TP = 100000;

/** The rounding steps a table offers (docs/rules.md §5.4); 0 = no rounding. */
export const STEPS = [0.5, 0.1, 0.25, 1, 0] as const;
