/**
 * Files: rules every face shares about the document manager: folder names (SPEC §5), folder
 * colours and status labels (SPEC §3, §4), content-search snippets and why a file has none.
 */
export { checkFolderName, FOLDER_NAME_MAX_LENGTH } from './folder-name';
export type { FolderNameCheck, FolderNameProblem } from './folder-name';
export {
  FOLDER_COLORS,
  FOLDER_COLOR_HEX,
  FOLDER_STATUSES,
  folderStatusTone,
} from './folder-display';
export type { FolderColor, FolderStatus, StatusTone, SystemFolderKind } from './folder-display';
export { splitHighlights } from './highlights';
export { indexProblem, indexReason } from './index-problem';
export type { IndexError } from './index-problem';
export type { SnippetPart } from './highlights';
