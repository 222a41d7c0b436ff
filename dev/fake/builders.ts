/**
 * The builders of SpreadsheetApp the add-on uses: data validation, conditional format rules, charts.
 * Each build() returns a plain, inspectable object.
 */

export interface FakeDataValidation {
  kind: 'list' | 'range';
  values?: string[];
  /** For 'range': the source as "'Sheet'!A1:A9" text. */
  source?: string;
  showDropdown: boolean;
  allowInvalid: boolean;
  helpText: string;
  getCriteriaType(): string;
  getCriteriaValues(): unknown[];
  getAllowInvalid(): boolean;
  getHelpText(): string;
}

export class FakeDataValidationBuilder {
  private rule: Omit<FakeDataValidation, 'getCriteriaType' | 'getCriteriaValues' | 'getAllowInvalid' | 'getHelpText'> = {
    kind: 'list',
    showDropdown: true,
    allowInvalid: true,
    helpText: '',
  };

  requireValueInList(values: string[], showDropdown = true): this {
    if (!Array.isArray(values) || values.length === 0) throw new Error("The parameters (String[]) don't match the method signature.");
    if (values.length > 500) throw new Error('Data validation lists may contain at most 500 items.');
    this.rule = { ...this.rule, kind: 'list', values: values.map(String), showDropdown };
    return this;
  }

  requireValueInRange(range: { _a1WithSheet(): string }, showDropdown = true): this {
    this.rule = { ...this.rule, kind: 'range', source: range._a1WithSheet(), showDropdown };
    return this;
  }

  setAllowInvalid(allow: boolean): this {
    this.rule = { ...this.rule, allowInvalid: allow };
    return this;
  }

  setHelpText(text: string): this {
    this.rule = { ...this.rule, helpText: text };
    return this;
  }

  build(): FakeDataValidation {
    const r = { ...this.rule };
    return {
      ...r,
      getCriteriaType: () => (r.kind === 'list' ? 'VALUE_IN_LIST' : 'VALUE_IN_RANGE'),
      getCriteriaValues: () => (r.kind === 'list' ? [r.values, r.showDropdown] : [r.source, r.showDropdown]),
      getAllowInvalid: () => r.allowInvalid,
      getHelpText: () => r.helpText,
    };
  }
}

export interface FakeConditionalFormatRule {
  formula: string;
  ranges: { sheetName: string; a1: string }[];
  background?: string;
  fontColor?: string;
  bold?: boolean;
  strikethrough?: boolean;
}

export class FakeConditionalFormatRuleBuilder {
  private rule: FakeConditionalFormatRule = { formula: '', ranges: [] };

  whenFormulaSatisfied(formula: string): this {
    if (!String(formula).startsWith('=')) throw new Error('Invalid argument: formula must start with "="');
    this.rule.formula = formula;
    return this;
  }

  setBackground(color: string | null): this {
    this.rule.background = color ?? undefined;
    return this;
  }

  setFontColor(color: string | null): this {
    this.rule.fontColor = color ?? undefined;
    return this;
  }

  setBold(bold: boolean): this {
    this.rule.bold = bold;
    return this;
  }

  setStrikethrough(strike: boolean): this {
    this.rule.strikethrough = strike;
    return this;
  }

  setRanges(ranges: { _sheetName(): string; getA1Notation(): string }[]): this {
    this.rule.ranges = ranges.map((r) => ({ sheetName: r._sheetName(), a1: r.getA1Notation() }));
    return this;
  }

  build(): FakeConditionalFormatRule {
    if (!this.rule.formula) throw new Error('Conditional format rule needs a condition.');
    if (this.rule.ranges.length === 0) throw new Error('Conditional format rule needs at least one range.');
    return { ...this.rule, ranges: [...this.rule.ranges] };
  }
}

export interface FakeChart {
  type: string;
  ranges: string[];
  anchorRow: number;
  anchorColumn: number;
  /** The top-left corner's offset from the anchor cell's, in pixels (setPosition's offsetX, offsetY). */
  offsetX: number;
  offsetY: number;
  options: Record<string, unknown>;
  getRanges(): unknown[];
  getOptions(): { get(key: string): unknown };
}

export class FakeChartBuilder {
  private type = 'LINE';
  private ranges: string[] = [];
  private anchorRow = 1;
  private anchorColumn = 1;
  private offsetX = 0;
  private offsetY = 0;
  private options: Record<string, unknown> = {};

  setChartType(type: string): this {
    this.type = String(type);
    return this;
  }

  addRange(range: { _a1WithSheet(): string }): this {
    this.ranges.push(range._a1WithSheet());
    return this;
  }

  setPosition(anchorRowPos: number, anchorColPos: number, offsetX: number, offsetY: number): this {
    this.anchorRow = anchorRowPos;
    this.anchorColumn = anchorColPos;
    this.offsetX = offsetX;
    this.offsetY = offsetY;
    return this;
  }

  setOption(key: string, value: unknown): this {
    this.options[key] = value;
    return this;
  }

  build(): FakeChart {
    const chart = {
      type: this.type,
      ranges: [...this.ranges],
      anchorRow: this.anchorRow,
      anchorColumn: this.anchorColumn,
      offsetX: this.offsetX,
      offsetY: this.offsetY,
      options: { ...this.options },
    };
    return {
      ...chart,
      getRanges: () => chart.ranges,
      getOptions: () => ({ get: (k: string) => chart.options[k] }),
    };
  }
}

export const ChartType = { LINE: 'LINE', COLUMN: 'COLUMN', AREA: 'AREA', BAR: 'BAR' } as const;
