import type { Migration } from 'kysely';

/**
 * Availability counts the days accepted extra make-goods take (issue 38), so every availability
 * read and hold looks make-goods up by option: an index on the option.
 */
export const makeGoodOptionIndex: Migration = {
  async up(db) {
    await db.schema.createIndex('make_goods_option').on('make_goods').columns(['option_id', 'decision', 'form']).execute();
  },
  async down(db) {
    await db.schema.dropIndex('make_goods_option').execute();
  },
};
