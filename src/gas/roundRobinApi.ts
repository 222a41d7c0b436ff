/** The roundRobin endpoints of the sidebar's server API (filled in by the roundRobin feature). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoundRobinApi {}
