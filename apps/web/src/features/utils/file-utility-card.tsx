import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FilesField } from './files-field';
import type { RunUtility, UtilityFields, UtilityName } from './use-run-utility';
import { useChosenFiles, type ChosenFiles } from './use-chosen-files';
import { UtilityCard } from './utility-card';
import type { Accept } from './utility-files';

type FileUtilityProps<Name extends UtilityName> = {
  /** The utility, which is also the namespace of the card's texts (`utils.<utility>.title`). */
  utility: Name;
  icon: string;
  accept: Accept;
  run: RunUtility;
  multiple?: boolean;
  isOrdered?: boolean;
  /** The fewest files the utility takes (combine: 2). */
  minFiles?: number;
};

type FileUtilityCardProps<Name extends UtilityName> = FileUtilityProps<Name> & {
  chosen: ChosenFiles;
  /** The call's options besides the files. */
  fields?: UtilityFields<Name>;
  /** False while an option is invalid: the run button stays off. */
  isValid?: boolean;
  /** The options' fields, under the files. */
  children?: ReactNode;
};

/**
 * A utility that takes files: its card, the files field, and the run button, enabled once enough
 * files are chosen and the options are valid; running shows the progress and saves the result.
 */
export function FileUtilityCard<Name extends UtilityName>({
  utility,
  icon,
  accept,
  run,
  multiple = false,
  isOrdered = false,
  minFiles = 1,
  chosen,
  fields,
  isValid = true,
  children,
}: FileUtilityCardProps<Name>) {
  const { t } = useTranslation();
  // The message keys are checked against the utilities' names, not a generic one.
  const texts: UtilityName = utility;
  const title = t(`utils.${texts}.title`);
  const count = chosen.files.length;
  return (
    <UtilityCard
      icon={icon}
      title={title}
      description={t(`utils.${texts}.description`)}
      run={{
        label: t(`utils.${texts}.run`),
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
export function SimpleFileCard<Name extends UtilityName>(props: FileUtilityProps<Name>) {
  const chosen = useChosenFiles(props.multiple ?? false);
  return <FileUtilityCard {...props} chosen={chosen} />;
}
