/** The gbq endpoints of the sidebar's server API (filled in by the gbq feature). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GbqApi {}
