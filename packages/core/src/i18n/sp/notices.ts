import type { Messages } from '../en';

/** Spanish `notices` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const notices: Messages['notices'] = {
  configurationSaved: 'Cambios de configuración guardados correctamente',
  conversationCreated: 'Conversación creada correctamente',
  conversationDeleted: 'Conversación eliminada correctamente',
  conversationRenamed: 'Conversación renombrada correctamente',
  copiedToClipboard: 'Copiado al portapapeles',
  dataSentToDatabase: 'Datos enviados correctamente a la base de datos',
  fileCopied: 'Archivo copiado correctamente',
  fileDeleted: 'Archivo eliminado correctamente',
  fileDownloaded: 'Archivo descargado correctamente',
  filesDeleted: 'Archivos eliminados correctamente: {{count}}',
  filesMoved: 'Archivos movidos correctamente: {{count}}',
  filesUploaded: 'Archivos subidos correctamente: {{count}}',
  folderCreated: 'Carpeta creada correctamente',
  folderDeleted: 'Carpeta eliminada correctamente',
  folderMoved: 'Carpeta movida correctamente',
  folderRenamed: 'Carpeta renombrada correctamente',
  folderUpdated: 'Carpeta actualizada correctamente',
  metadataUpdated: 'Metadatos actualizados correctamente',
  topicCreated: 'Tema creado correctamente',
  topicDeleted: 'Tema eliminado correctamente',
};
