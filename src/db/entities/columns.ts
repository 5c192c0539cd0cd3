import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** Every entity's primary key: a UUID made by the app, so a row's id is known before it is flushed. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());
