/** Every custom function, by its Sheets name. src/main.ts exposes these as globals. */
export { TTTSCORE } from './tttscore';
export { TTTTIMEOUT } from './ttttimeout';
export { TTTSTANDINGS } from './tttstandings';
export { SMP } from './smp';
export { IMP } from './imp';
export { VP } from './vp';
export { GBQ } from './gbq';
export { TORRESRANK } from './torresrank';
