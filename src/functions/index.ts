/** Every custom function, by its Sheets name. src/main.ts exposes these as globals. */
export {};
