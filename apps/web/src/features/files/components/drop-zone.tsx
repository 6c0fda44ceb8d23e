import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Upload by drag and drop (issue 5): files dragged over the area show where they will go and are
 * uploaded there when dropped. Drags of anything but files are left alone.
 */
export function DropZone({
  folder,
  onFiles,
  children,
}: {
  folder: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [isOver, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed; count them to know when it really left.
  const depth = useRef(0);

  const onDragEnter = (event: DragEvent) => {
    if (hasFiles(event)) {
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    }
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) {
      setOver(false);
    }
  };
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) {
      return;
    }
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) {
      onFiles(files);
    }
  };

  return (
    <div
      className={`files-drop-zone${isOver ? ' files-drop-zone-active' : ''}`}
      onDragEnter={onDragEnter}
      onDragOver={(event) => {
        if (hasFiles(event)) {
          event.preventDefault();
        }
      }}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      {children}
      {isOver ? (
        <div className="files-drop-overlay" aria-live="polite">
          <i className="pi pi-cloud-upload" aria-hidden="true" />
          <span>{t('files.upload.drop', { folder })}</span>
        </div>
      ) : null}
    </div>
  );
}
