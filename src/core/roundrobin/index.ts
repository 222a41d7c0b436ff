export { bergerRounds, bergerTableEven, roundCount, type Pairing, type Rounds } from './berger';
export { doubleBergerRounds, roundRobinRounds, swapColours } from './double';
export { invitationPhases, type Phase, type PhaseCount } from './phases';
export { tttGames, ttTGames, type GameRow, type ScheduleOptions } from './games';
export { cleanName, nameKey, checkNames } from './names';
