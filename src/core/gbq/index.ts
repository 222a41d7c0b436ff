export { gbq, gbqExact } from './gbq';
export type { GbqOptions } from './gbq';
export type { GbqReference } from './order';
export { STANDARD_SCORING, playerProblem } from './player';
export type { GbqPlayer, GbqScoring } from './player';
export { qualificationMarks } from './qualification';
export type { QualificationMark, QualificationPlayer } from './qualification';
