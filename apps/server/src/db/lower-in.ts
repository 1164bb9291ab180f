import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** Whether the column, lower-cased, is one of the names (compared in any case). */
export const lowerIn = (column: SQL, names: readonly string[]): SQL =>
  sql`lower(${column}) in (${sql.join(
    names.map((name) => sql`${name.toLocaleLowerCase()}`),
    sql`, `,
  )})`;
