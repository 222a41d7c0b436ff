/** The torres endpoints of the sidebar's server API (filled in by the torres feature). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TorresApi {}
