/**
 * One server round trip as the TD sees it: the error box cleared, "Working…" shown and the controls disabled
 * while it runs, then the result handed on — or the error shown in place, as text.
 */
import { messageOf, onCreationProgress } from './client';

export interface BusyView {
  error: HTMLElement;
  busy: HTMLElement;
  /** The controls to disable while the call runs. */
  controls: () => ArrayLike<Element>;
}

function setDisabled(controls: ArrayLike<Element>, disabled: boolean): void {
  for (let i = 0; i < controls.length; i++) (controls[i] as HTMLButtonElement).disabled = disabled;
}

export function runBusy<T>(view: BusyView, work: () => Promise<T>, then: (value: T) => void): void {
  view.error.hidden = true;
  view.busy.hidden = false;
  setDisabled(view.controls(), true);
  const working = view.busy.textContent;
  // A large event is written over several runs: the line says how far it is.
  const off = onCreationProgress((p) => {
    view.busy.textContent = p.complete ? working : `Working… ${p.done} of ${p.total} sheets written (a large event takes several runs)`;
  });
  work()
    .then(then)
    .catch((e) => {
      view.error.textContent = messageOf(e);
      view.error.hidden = false;
      // The error is shown where the TD looks: scrolled into view, however long the form above it.
      if (typeof view.error.scrollIntoView === 'function') view.error.scrollIntoView({ block: 'nearest' });
    })
    .finally(() => {
      off();
      view.busy.textContent = working;
      view.busy.hidden = true;
      setDisabled(view.controls(), false);
    });
}
