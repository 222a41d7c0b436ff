/**
 * The Apps Script Range: values (rangeValues.ts) plus formats, data validation, notes, protection and
 * activation, each per cell of the range with Sheets' shape errors.
 */
import type { FakeDataValidation } from './builders';
import type { FakeProtection, StyleKey } from './cells';
import { RangeValues } from './rangeValues';
import { protectionHandle } from './protection';

export class FakeRange extends RangeValues {
  // ---- formats -----------------------------------------------------------------------------------------

  setNumberFormats(formats: string[][]): this {
    return this.setStyles('numberFormat', formats);
  }

  setNumberFormat(format: string): this {
    return this.setStyles('numberFormat', this.fill(format));
  }

  setBackgrounds(colors: (string | null)[][]): this {
    return this.setStyles('background', colors);
  }

  setBackground(color: string | null): this {
    return this.setStyles('background', this.fill(color));
  }

  setFontWeights(weights: (string | null)[][]): this {
    return this.setStyles('fontWeight', weights);
  }

  setFontWeight(weight: string | null): this {
    return this.setStyles('fontWeight', this.fill(weight));
  }

  setFontColors(colors: (string | null)[][]): this {
    return this.setStyles('fontColor', colors);
  }

  setFontColor(color: string | null): this {
    return this.setStyles('fontColor', this.fill(color));
  }

  setFontStyles(styles: (string | null)[][]): this {
    return this.setStyles('fontStyle', styles);
  }

  setFontLines(lines: (string | null)[][]): this {
    return this.setStyles('fontLine', lines);
  }

  setHorizontalAlignments(alignments: (string | null)[][]): this {
    return this.setStyles('horizontalAlignment', alignments);
  }

  setHorizontalAlignment(alignment: string | null): this {
    return this.setStyles('horizontalAlignment', this.fill(alignment));
  }

  setWraps(wraps: boolean[][]): this {
    return this.setStyles('wrap', wraps);
  }

  setWrap(wrap: boolean): this {
    return this.setStyles('wrap', this.fill(wrap));
  }

  getBackgrounds(): string[][] {
    return this.mapCells((r, c) => this.sheet.styleAt(r, c).background ?? '#ffffff');
  }

  getNumberFormats(): string[][] {
    return this.mapCells((r, c) => this.sheet.styleAt(r, c).numberFormat ?? 'General');
  }

  getFontWeights(): string[][] {
    return this.mapCells((r, c) => this.sheet.styleAt(r, c).fontWeight ?? 'normal');
  }

  // ---- validation, notes, protection -------------------------------------------------------------------

  setDataValidations(rules: (FakeDataValidation | null)[][]): this {
    this.checkShape(rules);
    this.each((r, c, i, j) => this.sheet.setValidation(r, c, rules[i][j]));
    return this;
  }

  setDataValidation(rule: FakeDataValidation | null): this {
    this.each((r, c) => this.sheet.setValidation(r, c, rule));
    return this;
  }

  getDataValidations(): (FakeDataValidation | null)[][] {
    return this.mapCells((r, c) => this.sheet.validationAt(r, c) ?? null);
  }

  setNote(note: string | null): this {
    this.each((r, c) => (note ? this.sheet.notes.set(`${r},${c}`, note) : this.sheet.notes.delete(`${r},${c}`)));
    return this;
  }

  setNotes(notes: (string | null)[][]): this {
    this.checkShape(notes);
    this.each((r, c, i, j) => {
      const n = notes[i][j];
      if (n) this.sheet.notes.set(`${r},${c}`, n);
      else this.sheet.notes.delete(`${r},${c}`);
    });
    return this;
  }

  getNote(): string {
    return this.sheet.notes.get(`${this.row},${this.column}`) ?? '';
  }

  protect(): unknown {
    const p: FakeProtection = { a1: this.getA1Notation(), description: '', warningOnly: false, kind: 'RANGE' };
    this.sheet.protections.push(p);
    return this.sheet.book.wrap(
      protectionHandle(this.sheet, p, (a1) => (this.sheet as unknown as { getRange(a1: string): unknown }).getRange(a1)),
      'Protection',
    );
  }

  activate(): this {
    this.sheet.book.activeSheet = this.sheet;
    this.sheet.book.activeRange = this;
    return this;
  }

  // ---- helpers -----------------------------------------------------------------------------------------

  private setStyles(prop: StyleKey, grid: unknown[][]): this {
    this.checkShape(grid);
    this.each((r, c, i, j) => this.sheet.setStyle(r, c, prop, grid[i][j]));
    return this;
  }
}
