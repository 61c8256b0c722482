/** Types of the mock admin area's chart (spec sections 2 to 6): the funds and the plot sale together. */

export interface AdminAreaInput {
  /** The logged-in address: the service account on /admin. */
  caller: string;
  /** Whether the caller is the service account (the plot sale's settings are its own). */
  isService: boolean;
}

export type AdminAreaContext = AdminAreaInput;

export type AdminAreaEvent =
  /** The plot sale announced a change (its `plots.changed`): a mint or a setting. */
  { type: 'admin.plotsChanged' };
