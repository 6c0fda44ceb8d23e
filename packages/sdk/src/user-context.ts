/**
 * The user context sent with almost every call (SPEC §3). The server checks it, never trusts it:
 * `user` must be the token's subject and `empresa` must be `demo` (DECISIONS.md).
 */
export type UserContext = {
  user: string;
  empresa: typeof COMPANY;
  aplicacion: typeof APPLICATION;
  modelo: typeof MODEL;
};

/** SPEC §9: the company is fixed. */
export const COMPANY = 'demo';
/** SPEC §9: the application name sent with every call. */
export const APPLICATION = 'manager_extractor';
/** SPEC §9: the model name sent with every call. */
export const MODEL = 'global_manager_extractor';

/** The user context of the signed-in user, whose username is the access token's subject. */
export function userContext(username: string): UserContext {
  return { user: username, empresa: COMPANY, aplicacion: APPLICATION, modelo: MODEL };
}

/** A file part of a form body, with the name the server should store. */
export type FormFile = { name: string; content: Blob };

/**
 * Builds a form body the way the contract wants it (SPEC §7): the field `json_data` holds the user
 * context plus the call's own fields, and files are repeated parts named `file` (or `fileField`).
 */
export function jsonDataForm(
  context: UserContext,
  fields: Record<string, unknown> = {},
  files: readonly FormFile[] = [],
  fileField = 'file',
): FormData {
  const form = new FormData();
  form.append('json_data', JSON.stringify({ ...context, ...fields }));
  for (const file of files) {
    form.append(fileField, file.content, file.name);
  }
  return form;
}
