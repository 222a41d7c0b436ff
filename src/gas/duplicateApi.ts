/** The duplicate endpoints of the sidebar's server API (filled in by the duplicate feature). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DuplicateApi {}
