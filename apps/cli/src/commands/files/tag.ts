import { translate } from '@folio/core';

import type { SignedInContext } from '../../context';

import { parseBlobName } from './blob-names';
import { safeText } from './format';
import { fileInfo } from './storage';

/** The flags of `folio files tag`. */
export type TagOptions = { add?: string[]; remove?: string[]; description?: string };

/** Tags from repeated flags, each of which may hold several separated by commas. */
export function splitTags(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * The tags after `--add` and `--remove`: removals ignore case, additions already there (ignoring
 * case) are not repeated, the order is kept with additions last (the server dedupes the same way).
 */
export function nextTags(
  current: readonly string[],
  add: readonly string[],
  remove: readonly string[],
) {
  const removed = new Set(remove.map((tag) => tag.toLowerCase()));
  const tags = current.filter((tag) => !removed.has(tag.toLowerCase()));
  for (const tag of add) {
    if (!tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) {
      tags.push(tag);
    }
  }
  return tags;
}

/**
 * `folio files tag <blob> [--add t] [--remove t] [--description d]` (SPEC §7 update metadata):
 * changes the tags and the description (an empty one clears it); without flags, shows them.
 */
export async function runTag(
  context: SignedInContext,
  blob: string,
  options: TagOptions,
): Promise<number> {
  const { output, language } = context;
  const name = parseBlobName(blob);
  const add = splitTags(options.add);
  const remove = splitTags(options.remove);
  let file = await fileInfo(context, name.blobName);
  const isChange = add.length > 0 || remove.length > 0 || options.description !== undefined;
  if (isChange) {
    const description = options.description?.trim();
    file = await context.folio.files.updateDetails(file, {
      tags: nextTags(file.tags, add, remove),
      ...(description === undefined ? {} : { description }),
    });
  }
  const none = translate(language, 'cli.files.tag.none');
  output.info(
    translate(language, 'cli.files.tag.shown', {
      blob: safeText(file.blob_name),
      tags: file.tags.length > 0 ? safeText(file.tags.join(', ')) : none,
      description: file.description ? safeText(file.description) : none,
    }),
  );
  output.data(file);
  return 0;
}
