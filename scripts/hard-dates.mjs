/**
 * The dates every suite must also pass on, set through the clock the app and its sandbox
 * share (`SANDBOX_NOW`): the days Europe/London changes its clocks (a 46- and a 50-half-hour
 * day), a leap day, and the last minutes of a year.
 */
export const HARD_DATES = [
  { now: "2027-03-28T00:30:00Z", what: "last Sunday of March, 30 minutes before the clocks go forward (a 46-half-hour day)" },
  { now: "2027-10-31T00:30:00Z", what: "last Sunday of October, 30 minutes before the clocks go back (a 50-half-hour day)" },
  { now: "2028-02-29T12:00:00Z", what: "29 February of a leap year" },
  { now: "2027-12-31T23:45:00Z", what: "31 December, 23:45" },
];
