/**
 * The "Next step" line every generated sheet carries at its top: one formula, so it changes as the TD types. It is
 * built from data — an ordered list of stages, the first whose condition holds speaks — never from a hand-written
 * nest of IFs per sheet. Problems come first ("Problems to fix: 2 — see column N"), then what to type where and how
 * many results are in ("16 of 66 games"), then the action that comes next (import, adjudicate, mini-TTT, final,
 * roll-over, publish).
 *
 * Formulas are written in Sheets' English syntax (setFormulas takes it in every locale); counts are shown with
 * TEXT(…, "0") so a decimal-comma locale never shows "16,0 of 66".
 */
import type { CellStyle } from './plan';
import { COLOR } from './styles';

/** A piece of the line: literal text, or a formula expression whose value is shown (a count is shown as a whole number). */
export type StepPart = string | { count: string } | { text: string };

export interface Stage {
  /** A formula condition (English syntax, no leading "="); absent: always (the last stage). */
  when?: string;
  say: readonly StepPart[];
}

/** The label every Next step line begins with. */
export const NEXT_STEP_LABEL = 'Next step: ';

/**
 * A Next step formula may be longer than the 500 characters other formulas keep to (docs/rules.md §0.3): it is a
 * list of sentences a TD reads as text, one per stage. It keeps to this limit instead (nextStepFormula refuses more).
 */
export const NEXT_STEP_FORMULA_LIMIT = 1000;

/** Whether a formula is a Next step line (formula-length checks hold it to NEXT_STEP_FORMULA_LIMIT instead). */
export const isNextStepFormula = (formula: string): boolean => formula.startsWith(`="${NEXT_STEP_LABEL}"`);

/** The line's look: bold on the attention band, so a TD's eye finds it first. */
export const NEXT_STEP_STYLE: CellStyle = { bold: true, background: COLOR.setting, fontColor: COLOR.attentionText };

/** A string literal; a double quote is written CHAR(34) (the stand-in's engine does not read "" inside a literal). */
function literal(text: string): string {
  return `"${text.replace(/"/g, '"&CHAR(34)&"')}"`;
}

function part(p: StepPart): string {
  if (typeof p === 'string') return literal(p);
  if ('count' in p) return `TEXT(${p.count},"0")`;
  return `(${p.text})`;
}

function sentence(parts: readonly StepPart[]): string {
  if (parts.length === 0) return '""';
  return parts.map(part).join('&');
}

/**
 * The formula of a Next step line (with its leading "="). Stages are tried in order; the last must have no
 * condition. Throws on an empty list or a conditional last stage (a line that could end up blank).
 */
export function nextStepFormula(stages: readonly Stage[]): string {
  if (stages.length === 0) throw new Error('A Next step line needs at least one stage');
  const last = stages[stages.length - 1];
  if (last.when !== undefined) throw new Error('The last stage of a Next step line must have no condition');
  for (const s of stages.slice(0, -1)) if (!s.when) throw new Error('Only the last stage of a Next step line may have no condition');
  let body = sentence(last.say);
  for (let i = stages.length - 2; i >= 0; i--) body = `IF(${stages[i].when},${sentence(stages[i].say)},${body})`;
  const formula = `=${literal(NEXT_STEP_LABEL)}&${body}`;
  if (formula.length > NEXT_STEP_FORMULA_LIMIT)
    throw new Error(`A Next step line's formula is ${formula.length} characters, over ${NEXT_STEP_FORMULA_LIMIT}: shorten its sentences`);
  return formula;
}

/** The first stage of most lines: a count of problems, and where they are shown. */
export function problemsStage(count: string, where: string): Stage {
  return { when: `${count}>0`, say: ['Problems to fix: ', { count }, ` — ${where}`] };
}

/** "16 of 66 games" as parts, for a stage's sentence. */
export function progressParts(done: string, total: string | number, noun: string): StepPart[] {
  return [{ count: done }, ` of ${typeof total === 'number' ? total : ''}`, ...(typeof total === 'number' ? [] : [{ count: total }]), ` ${noun}`];
}

/** The menu as a TD sees it today, for instructions on sheets. */
export const MENU = 'Extensions ▸ Tournament director';
