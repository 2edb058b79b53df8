/** A quarter as its first and last day (YYYY-MM-DD, inclusive). */
export interface TPeriod {
  from: string;
  to: string;
}
