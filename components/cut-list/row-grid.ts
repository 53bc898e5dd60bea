/**
 * The cut list's columns from md up, one template for the header and every row: #, name, material, length, width,
 * quantity and grain (wide enough that their Tamil headings do not run into the next), edges, note, actions.
 */
export const ROW_GRID =
  "md:grid-cols-[2rem_minmax(6rem,1.1fr)_minmax(8.5rem,1.1fr)_5.5rem_5.5rem_7rem_5rem_minmax(12rem,1.4fr)_minmax(8.5rem,1.5fr)_6rem]";
