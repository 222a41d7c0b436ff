import { matchLetter } from './rules/letters';
import { call } from '../../../sidebar/client';
import { lines } from '../../../sidebar/parse';
import { swingPanel } from './panel';
import type { FormatDef, FormValues } from '../../../sidebar/formTypes';

let lastCreated: string | undefined;

const optional = (v: FormValues[string]): number | undefined => (v === '' || v === undefined ? undefined : Number(v));

/** The swing format(s) of the wizard: create an event, and run one live. */
export const formats: FormatDef[] = [
  {
    id: 'swing',
    title: 'Swing tournament',
    description: 'Chip tournament: results recorded one at a time, new opponents assigned at once, a live grid and chart.',
    action: 'Create swing tournament',
    fields: [
      { id: 'title', label: 'Title', kind: 'text', default: 'Swing', required: true },
      {
        id: 'players',
        label: 'Players, one per line',
        kind: 'textarea',
        fromSelection: true,
        help: 'In manual mode the list order breaks ties: the start pairs 1–2, 3–4, … (list them in the order your dice rolls gave).',
      },
      { id: 'chips', label: 'Chips per player', kind: 'number', default: 12, min: 1 },
      { id: 'anteMinutes', label: 'Ante-up every (minutes, 0 = off)', kind: 'number', default: 15, min: 0 },
      { id: 'jacoby', label: 'Jacoby (gammons count single until the cube is turned)', kind: 'checkbox', default: true },
      {
        id: 'ending',
        label: 'Ending',
        kind: 'select',
        default: 'both',
        options: [
          { value: 'both', label: 'Preferred and speed-up' },
          { value: 'preferred', label: 'Preferred' },
          { value: 'speed-up', label: 'Speed-up (three finale matches)' },
        ],
      },
      {
        id: 'mode',
        label: 'Ties',
        kind: 'select',
        default: 'manual',
        options: [
          { value: 'manual', label: 'Manual: first in the list' },
          { value: 'automated', label: 'Automated: seeded draw' },
        ],
      },
      { id: 'seed', label: 'Seed (optional)', kind: 'text', help: 'Blank: the add-on draws one and writes it on the sheet.' },
    ],
    async submit(values) {
      const out = await call('createSwing', {
        title: String(values.title),
        players: lines(String(values.players ?? '')),
        chips: optional(values.chips),
        anteMinutes: optional(values.anteMinutes),
        jacoby: values.jacoby === true,
        ending: String(values.ending) as 'both',
        mode: String(values.mode) as 'manual',
        seed: String(values.seed ?? '').trim() || undefined,
      });
      lastCreated = out.sheet;
      return {
        message: `Created '${out.sheet}' and its log sheet. Run the event from the panel below.`,
        sheets: [out.sheet],
        details: [{ title: 'First matches', lines: out.assignments.map(([a, b], i) => `${matchLetter(i)}: ${a} – ${b}`) }],
      };
    },
    panel: (root) => swingPanel(root, lastCreated),
  },
  {
    id: 'swing-live',
    title: 'Run a swing event',
    description: 'Record results, leaving players and undo for a swing tournament in this spreadsheet.',
    action: 'Run',
    fields: [],
    submit: () => Promise.resolve({ message: '', sheets: [] }),
    panel: (root) => swingPanel(root),
  },
];
