/**
 * A statement's text and values, built by hand, for the few statements the server sends on every
 * game action (the day's save, the key's answer, the session check inside them). A query builder
 * walks and re-renders its tree on every call, and that took as long as PostgreSQL took to run the
 * statement (docs/ARCHITECTURE.md, "Bench"); here the text is joined once and values go straight
 * to the driver.
 *
 * Values only ever travel as parameters (`$1`, `$2`, …); text is fixed SQL and identifiers from
 * the schema. Keep it that way: `sql()` must never receive anything that came from a request.
 */
import { type SQL, sql } from 'drizzle-orm';

interface ValueSlot {
  index: number;
}

export class Statement {
  readonly #pieces: (string | ValueSlot)[] = [];
  readonly values: unknown[] = [];

  /** Fixed SQL text: keywords, identifiers from the schema, casts. Never a value. */
  sql(text: string): this {
    this.#pieces.push(text);
    return this;
  }

  /** A value, as the next parameter. Pass timestamps as ISO text with a `::timestamptz` cast. */
  value(value: unknown): this {
    this.values.push(value);
    this.#pieces.push({ index: this.values.length - 1 });
    return this;
  }

  /** The text with `$n` placeholders, as the driver takes it. */
  get text(): string {
    return this.#pieces.map((piece) => (typeof piece === 'string' ? piece : `$${piece.index + 1}`)).join('');
  }

  /** The same statement as Drizzle SQL, for a handle Drizzle must run (a transaction). */
  toSQL(): SQL {
    return sql.join(
      this.#pieces.map((piece) => (typeof piece === 'string' ? sql.raw(piece) : sql.param(this.values[piece.index]))),
    );
  }
}
