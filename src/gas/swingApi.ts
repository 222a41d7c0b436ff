/** The swing endpoints of the sidebar's server API (filled in by the swing feature). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SwingApi {}
