import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Issue 4: "LibreOffice runs with macros off and no remote resources". Macros: highest security
// level, execution disabled, no active content. Links: never updated on load (Writer 0, Calc 1
// mean never), and content linked from an untrusted place (every place: no trusted locations
// are set) is blocked, remote or local; measured: without it a DOCX whose image is linked to
// http://127.0.0.1/... makes soffice fetch it, and one linked to file:///... embeds that file.
// Measured as well: a WEBSERVICE() formula is not fetched. Formulas are not recalculated on
// load; no auto-save or recovery data is written, no file locks are taken.
const SETTINGS = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableActiveContent', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'],
  ['/org.openoffice.Office.Writer/Content/Update', 'Link', '0'],
  ['/org.openoffice.Office.Calc/Content/Update', 'Link', '1'],
  // Formulas keep the results saved in the file (1 = never recalculate on load).
  ['/org.openoffice.Office.Calc/Formula/Load', 'OOXMLRecalcMode', '1'],
  ['/org.openoffice.Office.Calc/Formula/Load', 'ODFRecalcMode', '1'],
  ['/org.openoffice.Office.Common/Misc', 'UseLocking', 'false'],
  ['/org.openoffice.Office.Recovery/AutoSave', 'Enabled', 'false'],
  ['/org.openoffice.Office.Recovery/RecoveryInfo', 'Enabled', 'false'],
] as const;

/** The profile's `registrymodifications.xcu`, as LibreOffice writes its own settings. */
export function profileSettingsXml(): string {
  const items = SETTINGS.map(
    ([path, name, value]) =>
      `<item oor:path="${path}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    ...items,
    '</oor:items>',
    '',
  ].join('\n');
}

/** Writes a fresh user profile with the settings above into `dir` (one per soffice). */
export async function writeOfficeProfile(dir: string): Promise<void> {
  await mkdir(join(dir, 'user'), { recursive: true, mode: 0o700 });
  await writeFile(join(dir, 'user', 'registrymodifications.xcu'), profileSettingsXml());
}
