/**
 * This file was generated from openapi/*.yaml by `pnpm gen`.
 * Do not edit it by hand: change the YAML and run `pnpm gen` again.
 */
import type { components as MiddlewareComponents } from './middleware';
import type { components as ServiceComponents } from './service';

/** The `json_data` of each middleware form operation (its contentSchema), by operationId. */
export type MiddlewareJsonData = {
    uploadFiles: MiddlewareComponents['schemas']['UploadJsonData'];
    searchFileContents: MiddlewareComponents['schemas']['SearchContentJsonData'];
    configureDocument: MiddlewareComponents['schemas']['ConfigureDocumentJsonData'];
    extractZip: MiddlewareComponents['schemas']['ExtractZipJsonData'];
    updateDocument: MiddlewareComponents['schemas']['UserContext'];
    docdbInsert: MiddlewareComponents['schemas']['DocdbInsertJsonData'];
    docdbGetFile: MiddlewareComponents['schemas']['DocdbGetFileJsonData'];
    docdbDownload: MiddlewareComponents['schemas']['DocdbDownloadJsonData'];
    getTopics: MiddlewareComponents['schemas']['UserContext'];
    getTopic: MiddlewareComponents['schemas']['TopicContext'];
    configureChatbot: MiddlewareComponents['schemas']['TopicSettings'];
    trainConversational: MiddlewareComponents['schemas']['TopicSettings'];
    trainAccounting: MiddlewareComponents['schemas']['TopicSettings'];
    getTopicTables: MiddlewareComponents['schemas']['TopicContext'];
    getSqlQuestions: MiddlewareComponents['schemas']['TopicContext'];
    recreateSqlQuestions: MiddlewareComponents['schemas']['TopicContext'];
    deleteTopic: MiddlewareComponents['schemas']['TopicContext'];
    createConversation: MiddlewareComponents['schemas']['TopicContext'];
    getConversationsByTopic: MiddlewareComponents['schemas']['TopicContext'];
    getHistory: MiddlewareComponents['schemas']['ConversationContext'];
    getPromptSuggestions: MiddlewareComponents['schemas']['PromptSuggestionsJsonData'];
    updateConversationName: MiddlewareComponents['schemas']['RenameConversationJsonData'];
    deleteConversation: MiddlewareComponents['schemas']['ConversationContext'];
    sendMessageConversational: MiddlewareComponents['schemas']['SendMessageJsonData'];
    sendMessageAccountant: MiddlewareComponents['schemas']['SendMessageJsonData'];
    sendMessageDocument: MiddlewareComponents['schemas']['SendMessageJsonData'];
    sendMessageImage: MiddlewareComponents['schemas']['SendMessageJsonData'];
    sendMessageReasoner: MiddlewareComponents['schemas']['SendMessageJsonData'];
    generatePrompt: MiddlewareComponents['schemas']['PromptGeneratorJsonData'];
    sendMessageAudio: MiddlewareComponents['schemas']['SendMessageJsonData'];
};

/** The `json_data` of each service form operation (its contentSchema), by operationId. */
export type ServiceJsonData = {
    combinePdfs: ServiceComponents['schemas']['UserContext'];
    splitPdf: ServiceComponents['schemas']['SplitPdfJsonData'];
    imagesToPdf: ServiceComponents['schemas']['ImagesToPdfJsonData'];
    pdfPageToImage: ServiceComponents['schemas']['PdfPageToImageJsonData'];
    pdfsToZip: ServiceComponents['schemas']['UserContext'];
    pdfToImages: ServiceComponents['schemas']['PdfToImagesJsonData'];
    convertToPdf: ServiceComponents['schemas']['UserContext'];
    splitDocx: ServiceComponents['schemas']['UserContext'];
    splitXlsx: ServiceComponents['schemas']['UserContext'];
};

/** The `json_data` of every form operation of both hosts, by operationId. */
export type JsonDataOf = MiddlewareJsonData & ServiceJsonData;
