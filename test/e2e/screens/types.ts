/** One sheet kind's first screen: the labels of its main table's header a TD must see without scrolling. */
export interface Screen {
  /** The sheet kind (the add-on's developer metadata, as the format's sheets/ declare it). */
  kind: string;
  /** Labels of the main table's header row (exact cell text), e.g. ['Rank', 'Player', 'Points']. */
  labels: string[];
  /** The cell holding the Next step line (A1 address). */
  nextStep: string;
}
