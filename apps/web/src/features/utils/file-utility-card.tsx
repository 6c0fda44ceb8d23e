import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FilesField } from './files-field';
import type { RunUtility, UtilityName } from './use-run-utility';
import { useChosenFiles, type ChosenFiles } from './use-chosen-files';
import { UtilityCard } from './utility-card';
import type { Accept } from './utility-files';

type FileUtilityProps = {
  /** The utility, which is also the namespace of the card's texts (`utils.<utility>.title`). */
  utility: UtilityName;
  icon: string;
  accept: Accept;
  run: RunUtility;
  multiple?: boolean;
  isOrdered?: boolean;
  /** The fewest files the utility takes (combine: 2). */
  minFiles?: number;
};

type FileUtilityCardProps = FileUtilityProps & {
  chosen: ChosenFiles;
  /** The call's options besides the files. */
  fields?: Record<string, unknown>;
  /** False while an option is invalid: the run button stays off. */
  isValid?: boolean;
  /** The options' fields, under the files. */
  children?: ReactNode;
};

/**
 * A utility that takes files: its card, the files field, and the run button, enabled once enough
 * files are chosen and the options are valid; running shows the progress and saves the result.
 */
export function FileUtilityCard({
  utility,
  icon,
  accept,
  run,
  multiple = false,
  isOrdered = false,
  minFiles = 1,
  chosen,
  fields = {},
  isValid = true,
  children,
}: FileUtilityCardProps) {
  const { t } = useTranslation();
  const title = t(`utils.${utility}.title`);
  const count = chosen.files.length;
  return (
    <UtilityCard
      icon={icon}
      title={title}
      description={t(`utils.${utility}.description`)}
      run={{
        label: t(`utils.${utility}.run`),
        disabled: count < minFiles || (!multiple && count !== 1) || !isValid,
        running: chosen.running,
        onRun: () => void chosen.runWith((files) => run(utility, files, fields)),
      }}
    >
      <FilesField
        label={title}
        accept={accept}
        chosen={chosen}
        multiple={multiple}
        isOrdered={isOrdered}
      />
      {children}
    </UtilityCard>
  );
}

/** A utility that takes files and no options (PDFs to ZIP, convert, split DOCX or XLSX...). */
export function SimpleFileCard(props: FileUtilityProps) {
  const chosen = useChosenFiles(props.multiple ?? false);
  return <FileUtilityCard {...props} chosen={chosen} />;
}
