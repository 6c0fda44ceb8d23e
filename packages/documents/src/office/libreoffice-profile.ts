import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Macros never run (highest security level, execution disabled), no active content, links to
// other files or servers are never updated on load (Writer 0 = never; Calc 1 = never), and
// untrusted referers are blocked: a document converts with only its own bytes.
const SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableActiveContent" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>1</value></prop></item>
</oor:items>
`;

/**
 * Writes a fresh LibreOffice user profile with safe settings into `dir`. One profile per call:
 * concurrent runs cannot share one (TOOLCHAIN.md).
 */
export async function writeLibreOfficeProfile(dir: string): Promise<void> {
  await mkdir(join(dir, 'user'), { recursive: true });
  await writeFile(join(dir, 'user', 'registrymodifications.xcu'), SETTINGS);
}
