import { Tag } from 'primereact/tag';

/** A file's tags as small labels (SPEC §3 File: tags). */
export function FileTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) {
    return null;
  }
  return (
    <span className="files-tags">
      {tags.map((tag) => (
        <Tag key={tag} value={tag} severity="secondary" rounded />
      ))}
    </span>
  );
}
