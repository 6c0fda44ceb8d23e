import { FileList } from './file-list';
import { FilePicker } from './file-picker';
import type { ChosenFiles } from './use-chosen-files';
import type { Accept } from './utility-files';

type FilesFieldProps = {
  /** The card's title, so the picker and the list say which utility they feed. */
  label: string;
  accept: Accept;
  chosen: ChosenFiles;
  multiple: boolean;
  /** The order matters (combine): each file gets up and down buttons. */
  isOrdered?: boolean;
  /** Called with the files taken, instead of adding them to `chosen`. */
  onAdd?: (files: File[]) => void;
  /** Called with the index removed, instead of removing it from `chosen`. */
  onRemove?: (index: number) => void;
};

/** A card's files: the drop zone with its "choose files" button, and the list of those chosen. */
export function FilesField({
  label,
  accept,
  chosen,
  multiple,
  isOrdered = false,
  onAdd = chosen.add,
  onRemove = chosen.remove,
}: FilesFieldProps) {
  return (
    <>
      <FilePicker
        label={label}
        accept={accept}
        multiple={multiple}
        disabled={chosen.running}
        onFiles={onAdd}
      />
      <FileList
        label={label}
        files={chosen.files}
        disabled={chosen.running}
        {...(isOrdered ? { onMove: chosen.move } : {})}
        onRemove={onRemove}
      />
    </>
  );
}
